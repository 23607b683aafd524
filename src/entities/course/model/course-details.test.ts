import { COURSES } from '@contract';
import { COURSE_DETAILS, findCourseDetails } from './course-details';

describe('course details', () => {
  it.each(COURSES.map((c) => [c.slug, c.lessons] as const))('%s has a curriculum of exactly %i modules', (slug, lessons) => {
    const details = findCourseDetails(slug);
    expect(details).toBeDefined();
    const modules = details?.curriculum.flatMap((section) => section.modules) ?? [];
    expect(modules).toHaveLength(lessons);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it('covers exactly the six catalogue courses', () => {
    expect(COURSE_DETAILS.map((d) => d.slug).sort()).toEqual(COURSES.map((c) => c.slug).sort());
  });
});
