import type { CourseSummaryDto } from '@contract';

/** A hero slide of docs/product.md §3: the duration is shown where the original showed a price. */
export interface HeroSlide {
  /** The course's id. */
  id: string;
  slug: string;
  title: string;
  duration: string;
  description: string;
  features: readonly string[];
  image: string;
  imageAlt: string;
  /** The lead form's course, preset when the visitor books a demo from this slide. */
  leadCourse: string;
}

/** The courses that have a hero slide, in the slides' order: the slide's text from `hero`, the course's slug and lead form name. */
export function heroSlides(courses: readonly CourseSummaryDto[]): HeroSlide[] {
  return courses
    .flatMap((course) => (course.hero ? [{ course, hero: course.hero }] : []))
    .sort((a, b) => a.hero.position - b.hero.position)
    .map(({ course, hero }) => ({
      id: course._id,
      slug: course.slug,
      title: hero.title,
      duration: hero.duration,
      description: hero.description,
      features: hero.features,
      image: hero.background,
      imageAlt: hero.backgroundAlt,
      leadCourse: course.leadCourse,
    }));
}
