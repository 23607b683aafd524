import type { AlumniStoryDto } from './alumni';
import { courseImageAlt, formatCourseDate, openBatches, type CourseDto, type CourseSummaryDto } from './course';
import { clip, page, shareImage, sharePicture, STATIC_PAGE_META, type PageMeta } from './page-meta';
import { ROUTES } from './routes';
import {
  buildBlogPostingJsonLd,
  buildCourseJsonLd,
  buildCourseListJsonLd,
  buildEventJsonLd,
  type BlogPostingInput,
  type EventInput,
} from './content-structured-data';

/*
 * The heads of course, post and workshop pages. Apart from page-meta.ts (every page's) so a page's script
 * carries only the builders it uses; the job page's is in job-page-meta.ts.
 */

/** A course's page; "next batch" only while a batch takes applications at `now`; `stories` its alumni stories (reviews in its data). */
export function courseMeta(course: CourseDto, now: Date = new Date(), stories: readonly AlumniStoryDto[] = []): PageMeta {
  const next = openBatches(course.batches, now)[0];
  const batch = next ? `, next batch ${formatCourseDate(next.startDate)}` : '';
  return page({
    title: `${course.title} Course in Hyderabad`,
    path: ROUTES.course(course.slug),
    description: clip(`${course.title} at ITX Hyderabad: ${course.lessons} modules over ${course.time}${batch}. ${course.summary}`),
    keywords: `${course.title} course Hyderabad, ${course.title} training, ${course.title} course with placement, IT training institute Hyderabad`,
    crumbs: [
      { name: 'Courses', path: ROUTES.courses },
      { name: course.title, path: ROUTES.course(course.slug) },
    ],
    ...sharePicture(course.image, courseImageAlt(course)),
    jsonLd: (siteUrl, site) => [buildCourseJsonLd(course, siteUrl, site, now, stories)],
  });
}

/** /courses with the list of its courses (an ItemList) once they are known. */
export function courseListMeta(courses: readonly Pick<CourseSummaryDto, 'slug'>[]): PageMeta {
  return {
    ...STATIC_PAGE_META.courses,
    jsonLd: (siteUrl) => (courses.length > 0 ? [buildCourseListJsonLd(courses, siteUrl)] : []),
  };
}

/** A post; `image` is its link-preview image (`shareImageOf` its card image). */
export function postMeta(post: BlogPostingInput): PageMeta {
  return page({
    title: post.title,
    path: ROUTES.blog(post.slug),
    description: clip(post.description),
    keywords: `${post.title}, ITX blog, IT training Hyderabad`,
    crumbs: [
      { name: 'Blogs', path: ROUTES.blogs },
      { name: post.title, path: ROUTES.blog(post.slug) },
    ],
    ogType: 'article',
    image: shareImage(post.image),
    jsonLd: (siteUrl, site) => [buildBlogPostingJsonLd(post, siteUrl, site)],
  });
}

export function workshopMeta(workshop: EventInput & { category: string }): PageMeta {
  return page({
    title: workshop.title,
    path: ROUTES.workshop(workshop.slug),
    description: clip(workshop.description),
    keywords: `${workshop.title} Hyderabad, ${workshop.category} workshop Hyderabad, IT workshops Hyderabad`,
    crumbs: [
      { name: 'Workshops', path: ROUTES.workshops },
      { name: workshop.title, path: ROUTES.workshop(workshop.slug) },
    ],
    ...sharePicture(workshop.image, `${workshop.title} banner`),
    jsonLd: (siteUrl, site) => [buildEventJsonLd(workshop, siteUrl, site)],
  });
}
