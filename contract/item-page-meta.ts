import type { Course } from './courses';
import { clip, page, shareImage, type PageMeta } from './page-meta';
import { ROUTES } from './routes';
import {
  buildBlogPostingJsonLd,
  buildCourseJsonLd,
  buildEventJsonLd,
  type BlogPostingInput,
  type EventInput,
} from './content-structured-data';

/*
 * The heads of course, post and workshop pages. Apart from page-meta.ts (every page's) so a page's script
 * carries only the builders it uses; the job page's is in job-page-meta.ts.
 */

export function courseMeta(course: Course): PageMeta {
  return page({
    title: `${course.title} Course in Hyderabad`,
    path: ROUTES.course(course.slug),
    description: clip(
      `${course.title} at ITX Hyderabad: ${course.lessons} modules over ${course.time}, next batch ${course.startDate}. ${course.summary}`,
    ),
    keywords: `${course.title} course Hyderabad, ${course.title} training, ${course.title} course with placement, IT training institute Hyderabad`,
    crumbs: [
      { name: 'Courses', path: ROUTES.courses },
      { name: course.title, path: ROUTES.course(course.slug) },
    ],
    image: shareImage(course.image),
    jsonLd: (siteUrl) => [buildCourseJsonLd(course, siteUrl)],
  });
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
    jsonLd: (siteUrl) => [buildBlogPostingJsonLd(post, siteUrl)],
  });
}

export function workshopMeta(workshop: EventInput & { category: string }): PageMeta {
  return page({
    title: workshop.title,
    path: ROUTES.workshop(workshop.slug),
    description: clip(workshop.description),
    keywords: `${workshop.title} Hyderabad, ${workshop.category} workshop Hyderabad, IT workshops HITEC City`,
    crumbs: [
      { name: 'Workshops', path: ROUTES.workshops },
      { name: workshop.title, path: ROUTES.workshop(workshop.slug) },
    ],
    image: shareImage(workshop.image),
    jsonLd: (siteUrl) => [buildEventJsonLd(workshop, siteUrl)],
  });
}
