import type { AdminCourseDto } from '@contract';
import { courseDto } from './course-fixtures';

/** A course as the admin list returns it: `courseDto`, live, that no lead has asked about yet. Tests override what they are about. */
export function adminCourseDto(overrides: Partial<AdminCourseDto> = {}): AdminCourseDto {
  const { archived = false, leads = 0, ...course } = overrides;
  return { ...courseDto(course), archived, leads };
}
