import { isBatchOpen, type BatchDto, type CourseSummaryDto } from '@contract';

/**
 * The course's next batch if it still takes applications at `now`, else null. The API only sends open
 * batches, but a page can outlive the day it was rendered on: a passed date is never shown (docs/product.md D11).
 */
export function nextOpenBatch(course: Pick<CourseSummaryDto, 'nextBatch'>, now: Date = new Date()): BatchDto | null {
  return course.nextBatch && isBatchOpen(course.nextBatch, now) ? course.nextBatch : null;
}
