import { ValidationError } from 'yup';
import { batchDto, courseDto } from '../src/shared/lib/test/course-fixtures';
import { jobDto } from '../src/shared/lib/test/fixtures';
import { INSTRUCTOR_DEFAULTS, type BatchDto, type CourseDto } from './course';
import type { JobDto } from './job';
import { toFieldErrors } from './validation';

/*
 * Fixtures and helpers of the contract's tests (imported by *.test.ts files only). The DTO factories are
 * the SPA's (src/shared/lib/test), pinned here to fixed days so that a test about dates never depends on
 * the day it runs.
 */

/** Noon in Hyderabad on 1 March 2026: "now" in the tests of courses and their batches. */
export const NOON_1_MARCH_2026 = new Date('2026-03-01T06:30:00Z');

/** A classroom weekday batch starting on 16 March 2026, taking applications through 10 March. */
export function marchBatch(overrides: Partial<BatchDto> = {}): BatchDto {
  return batchDto({ _id: 'b1', startDate: '2026-03-16', applyBy: '2026-03-10', ...overrides });
}

/**
 * The Data Science course: code 2, 47 modules over 20 weeks, ₹55,000 without EMI, rated 4.9 by the admin,
 * taught by Arjun Mehta (a real trainer profile with no experience, LinkedIn or bio given); no batches.
 */
export function dataScienceCourse(overrides: Partial<CourseDto> = {}): CourseDto {
  return courseDto({
    _id: 'c2',
    code: 2,
    title: 'Data Science',
    summary: 'Statistics, Python and machine learning.',
    rating: 4.9,
    lessons: 47,
    instructor: {
      ...INSTRUCTOR_DEFAULTS,
      name: 'Arjun Mehta',
      role: 'Senior Data Scientist',
      avatar: '/images/instructors/arjun-mehta.svg',
    },
    fee: { amount: 55000, emi: null, scholarship: null },
    nextBatch: null,
    batches: [],
    ...overrides,
  });
}

/** An open job asking three years' experience, posted on 1 November 2026 and closing at the end of 31 December 2026 in Hyderabad. */
export function novemberJob(overrides: Partial<JobDto> = {}): JobDto {
  return jobDto({ createdAt: '2026-11-01T09:30:00.000Z', validThrough: '2026-12-31T18:29:59.000Z', experienceRequired: 3, ...overrides });
}

/** What `validate` is refused with, field by field as the API's `fieldErrors`; {} when it passes. */
export function fieldErrorsOf(validate: () => unknown): Record<string, string> {
  try {
    validate();
  } catch (error) {
    if (error instanceof ValidationError) return toFieldErrors(error);
    throw error;
  }
  return {};
}

/** Every message an asynchronous validation is refused with, in order; [] when it passes. */
export async function refusalsOf(validation: Promise<unknown>): Promise<string[]> {
  try {
    await validation;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return [];
}
