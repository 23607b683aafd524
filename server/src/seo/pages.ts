import {
  API,
  BLOG_IMAGE_SIZES,
  COURSES,
  courseMeta,
  findCourse,
  headTags,
  type HeadTags,
  imageSrcSet,
  type JobDto,
  jobMeta,
  matchesRoute,
  notFoundMeta,
  type PageMeta,
  postMeta,
  privateMeta,
  ROUTES,
  SITE,
  STATIC_PAGE_META,
  withoutTrailingSlashes,
  workshopMeta,
} from '@contract';
import type { SeoContent, SeoPost, SeoWorkshop, StoredImage } from './content';
import { escapeHtml } from './escape';

/** Everything the server puts into one page's HTML before the SPA starts. */
export interface SeoPage {
  status: 200 | 404;
  /** The same tags the SPA's PageHead renders for the page (the contract's `headTags`). */
  head: HeadTags;
  /** The public origin (PUBLIC_URL), named in the page for the SPA's canonical links and structured data. */
  siteUrl: string;
  /** Crawler-readable main text and links (HTML), placed inside #root. */
  body: string;
  /** webpack chunk of the route, preloaded. */
  chunk: string | null;
  /** The route's largest above-the-fold image, preloaded. */
  heroImage: HeroImage | null;
}

/** An image to preload: a site file, or a stored image's variants with the `sizes` the page shows it at. */
export interface HeroImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** The preload of a stored image, picking the variant the page's <img> picks (same srcset and sizes). */
function storedHero(image: StoredImage | null, sizes: string): HeroImage | undefined {
  if (!image) return undefined;
  return { href: API.images(image.hash, Math.max(...image.widths)), srcset: imageSrcSet(image), sizes };
}

/** What a page needs besides the shared content lists. */
export interface PageExtras {
  postBody?: string | null;
  job?: JobDto | null;
}

interface Draft {
  meta: PageMeta;
  main: string;
  chunk: string | null;
  heroImage?: HeroImage;
  status?: 200 | 404;
}

const e = escapeHtml;
const link = (href: string, text: string) => `<a href="${e(href)}">${e(text)}</a>`;

function courseList(h: 'h2' | 'h3'): string {
  return `<ul>${COURSES.map((c) => `<li><${h}>${link(ROUTES.course(c.slug), c.title)}</${h}><p>${e(c.summary)}</p><p>${c.lessons} Modules · ${e(c.time)} · starts ${e(c.startDate)}</p></li>`).join('')}</ul>`;
}

function postList(posts: SeoPost[], h: 'h2' | 'h3'): string {
  if (posts.length === 0) return '<p>New articles are on their way.</p>';
  return `<ul>${posts.map((p) => `<li><${h}>${link(ROUTES.blog(p.slug), p.title)}</${h}><p>${e(p.description)}</p></li>`).join('')}</ul>`;
}

function jobList(jobs: JobDto[], h: 'h2' | 'h3'): string {
  if (jobs.length === 0) return '<p>There are no open positions right now. Please check back soon.</p>';
  return `<ul>${jobs.map((j) => `<li><${h}>${link(ROUTES.job(j.slug), j.title)}</${h}><p>${e(j.location)} · ${j.jobType === 'part-time' ? 'Part-time' : 'Full-time'} · ${j.isFresher ? 'Freshers welcome' : `${j.experienceRequired}+ years`}</p></li>`).join('')}</ul>`;
}

function workshopList(list: SeoWorkshop[], h: 'h2' | 'h3'): string {
  if (list.length === 0) return '<p>New workshops are announced here soon.</p>';
  return `<ul>${list.map((w) => `<li><${h}>${link(ROUTES.workshop(w.slug), w.title)}</${h}><p>${e(w.category)} · ${e(w.date)} · ${e(w.duration)}</p></li>`).join('')}</ul>`;
}

function paragraphs(text: string): string {
  return (
    text
      .split(/\r?\n\s*\r?\n|\r?\n/)
      // The blog's light markup (docs/product.md §5): *bold* and list markers; the text itself stays.
      .map((p) =>
        p
          .replace(/^\s*[-–]\s+/, '')
          .replace(/\*+/g, '')
          .trim(),
      )
      .filter((p) => p !== '')
      .map((p) => `<p>${e(p)}</p>`)
      .join('')
  );
}

/** Links shared by every page: what a crawler follows from anywhere. */
function siteNav(): string {
  const items: [string, string][] = [
    [ROUTES.home, 'Home'],
    [ROUTES.courses, 'Courses'],
    [ROUTES.about, 'About Us'],
    [ROUTES.blogs, 'Blogs'],
    [ROUTES.workshops, 'Workshops'],
    [ROUTES.careers, 'Careers'],
    [ROUTES.contact, 'Contact Us'],
    [ROUTES.enroll, 'Get A Call'],
  ];
  return `<nav aria-label="Main"><ul>${items.map(([href, text]) => `<li>${link(href, text)}</li>`).join('')}</ul></nav>`;
}

function siteFooter(): string {
  const a = SITE.address;
  return (
    `<footer><p>${e(SITE.legalName)}, ${e(a.street)}, ${e(a.locality)}, ${e(a.region)} ${e(a.postalCode)}</p>` +
    `<p>${SITE.phones.map((p) => link(`tel:${p.replace(/[^\d+]/g, '')}`, p)).join(' · ')} · ${link(`mailto:${SITE.email}`, SITE.email)}</p>` +
    `<ul>${COURSES.map((c) => `<li>${link(ROUTES.course(c.slug), c.title)}</li>`).join('')}</ul>` +
    `<p>${link(ROUTES.privacy, 'Privacy Policy')}</p></footer>`
  );
}

function home(content: SeoContent): Draft {
  return {
    meta: STATIC_PAGE_META.home,
    main:
      `<h1>${e(SITE.tagline)}</h1><p>95% Success Rate · 500+ Students. Learn, build and launch your IT career with trainers from the industry.</p>` +
      `<p>${link(ROUTES.enroll, 'Book your free demo')} · ${link(ROUTES.about, 'Explore our story')}</p>` +
      `<section><h2>Our courses</h2>${courseList('h3')}<p>${link(ROUTES.courses, 'View All Courses')}</p></section>` +
      `<section><h2>From our blog</h2>${postList(content.posts.slice(0, 3), 'h3')}<p>${link(ROUTES.blogs, 'View All Blogs')}</p></section>` +
      `<section><h2>Workshops</h2>${workshopList(content.workshops, 'h3')}<p>${link(ROUTES.workshops, 'Explore Upcoming Workshops')}</p></section>`,
    chunk: 'page-home',
    // The hero carousel's first slide (src/pages/home/model/slides.ts): the home page's LCP image.
    heroImage: { href: '/images/hero/data-analytics.svg' },
  };
}

function staticPage(pathname: string, content: SeoContent): Draft | null {
  switch (pathname) {
    case ROUTES.about:
      return {
        meta: STATIC_PAGE_META.about,
        main:
          '<h1>About ITX</h1><p>LEARN - BUILD - LAUNCH. We teach the skills companies hire for, with projects on real data and code, and we stay with our students until their first job.</p>' +
          '<h2>What we value</h2><ul><li>Innovative Learning</li><li>Community First</li><li>Global Impact</li><li>Lifelong Learning</li></ul>',
        chunk: 'page-about',
      };
    case ROUTES.contact:
      return {
        meta: STATIC_PAGE_META.contact,
        main: `<h1>Contact ITX</h1><p>${e(SITE.openingHours)}.</p><p>${link(ROUTES.enroll, 'Request a call back')}</p>`,
        chunk: 'page-contact',
      };
    case ROUTES.enroll:
      return {
        meta: STATIC_PAGE_META.enroll,
        main: `<h1>Request a Call Back</h1><p>Leave your name, e-mail, phone and the course you want; our counsellors call you back within one working day.</p>`,
        chunk: 'page-enroll',
      };
    case ROUTES.privacy:
      return {
        meta: STATIC_PAGE_META.privacy,
        main: '<h1>Privacy Policy</h1><p>Effective July 9, 2025.</p><h2>Information we collect</h2><h2>How we use it</h2><h2>Sharing</h2><h2>Your rights</h2><h2>Contact</h2>',
        chunk: 'page-privacy',
      };
    case ROUTES.courses:
      return { meta: STATIC_PAGE_META.courses, main: `<h1>Our Courses</h1>${courseList('h2')}`, chunk: 'page-courses' };
    case ROUTES.blogs:
      return {
        meta: STATIC_PAGE_META.blogs,
        main: `<h1>Blogs</h1>${postList(content.posts, 'h2')}`,
        chunk: 'page-blogs',
        // The first card's image is the largest paint on a phone.
        heroImage: storedHero(content.posts[0]?.cardImage ?? null, BLOG_IMAGE_SIZES.card),
      };
    case ROUTES.careers:
      return { meta: STATIC_PAGE_META.careers, main: `<h1>Careers at ITX</h1>${jobList(content.jobs, 'h2')}`, chunk: 'page-careers' };
    case ROUTES.workshops:
      return {
        meta: STATIC_PAGE_META.workshops,
        main: `<h1>Workshops</h1>${workshopList(content.workshops, 'h2')}`,
        chunk: 'page-workshops',
      };
    default:
      return null;
  }
}

function notFound(what: 'Course' | 'Blog' | 'Job' | 'Workshop', pathname: string, back: { name: string; path: string }): Draft {
  return {
    meta: notFoundMeta(what, pathname),
    main: `<h1>${e(what)} not found</h1><p>${link(back.path, `See all ${back.name.toLowerCase()}`)}</p>`,
    chunk: null,
    status: 404,
  };
}

function itemPage(pathname: string, content: SeoContent, extras: PageExtras): Draft | null {
  const [, section, slug, ...rest] = pathname.split('/');
  if (!slug || rest.length > 0) return null;
  if (section === 'courses') {
    const course = findCourse(slug);
    if (!course) return notFound('Course', pathname, { name: 'Courses', path: ROUTES.courses });
    return {
      meta: courseMeta(course),
      // The banner beside the title is the page's largest paint: fetch it with the HTML, not after the app starts.
      heroImage: { href: course.image },
      main:
        `<h1>${e(course.title)}</h1><p>${e(course.summary)}</p>` +
        `<p>${course.lessons} Modules · ${e(course.time)} · Apply by ${e(course.applyBy)} · Starts ${e(course.startDate)}</p>` +
        `<p>Trainer: ${e(course.instructor.name)}, ${e(course.instructor.role)}</p><p>${link(ROUTES.enroll, 'Enroll now')}</p>`,
      chunk: 'page-course-detail',
    };
  }
  if (section === 'blogs') {
    const post = content.posts.find((p) => p.slug === slug);
    if (!post) return notFound('Blog', pathname, { name: 'Blogs', path: ROUTES.blogs });
    return {
      meta: postMeta({ ...post, createdAt: post.createdAt.toISOString(), updatedAt: post.updatedAt.toISOString() }),
      main: `<article><h1>${e(post.title)}</h1><p>${e(post.description)}</p>${paragraphs(extras.postBody ?? '')}</article><p>${link(ROUTES.blogs, 'All blogs')}</p>`,
      chunk: 'page-blog-detail',
      heroImage: storedHero(post.bannerImage, BLOG_IMAGE_SIZES.banner),
    };
  }
  if (section === 'careers') {
    const job = extras.job;
    if (!job) return notFound('Job', pathname, { name: 'Careers', path: ROUTES.careers });
    return {
      meta: jobMeta(job),
      main:
        `<h1>${e(job.title)}</h1><p>${e(job.location)} · ${job.jobType === 'part-time' ? 'Part-time' : 'Full-time'}</p>${paragraphs(job.jobDescription)}` +
        `<h2>Key responsibilities</h2><ul>${job.keyResponsibilities.map((r) => `<li>${e(r)}</li>`).join('')}</ul><p>${link(ROUTES.careers, 'All open positions')}</p>`,
      chunk: 'page-job-detail',
    };
  }
  if (section === 'workshops') {
    const workshop = content.workshops.find((w) => w.slug === slug);
    if (!workshop) return notFound('Workshop', pathname, { name: 'Workshops', path: ROUTES.workshops });
    return {
      meta: workshopMeta(workshop),
      main:
        `<h1>${e(workshop.title)}</h1><p>${e(workshop.date)} · ${e(workshop.duration)}</p>${paragraphs(workshop.description)}` +
        `<h2>What you'll learn</h2><ul>${workshop.topics.map((t) => `<li>${e(t)}</li>`).join('')}</ul><p>${link(ROUTES.workshops, 'All workshops')}</p>`,
      chunk: 'page-workshop-detail',
    };
  }
  return null;
}

/** Pages that exist but must not be indexed (account recovery, admin area). */
function privatePage(pathname: string): Draft | null {
  if (!matchesRoute(pathname)) return null;
  const admin = pathname.startsWith('/admin');
  return {
    meta: privateMeta(admin ? 'Admin' : 'Account', admin ? 'ITX staff area.' : 'Recover access to your ITX account.', pathname),
    main: `<h1>${admin ? 'ITX staff area' : 'Account'}</h1>`,
    chunk: null,
  };
}

/** The path without a trailing slash ("/" stays "/"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? withoutTrailingSlashes(pathname) || '/' : pathname;
}

/** A page search engines may index: found (200) and with a canonical URL. */
export function isIndexable(page: Pick<SeoPage, 'status' | 'head'>): boolean {
  return page.status === 200 && page.head.canonical !== null;
}

/** The head tags and crawler text of one path. Unknown paths get the home page with status 404 (docs/product.md §2). */
export function buildPage(rawPath: string, content: SeoContent, extras: PageExtras, siteUrl: string): SeoPage {
  const pathname = normalizePath(rawPath);
  const draft: Draft = (pathname === '/' ? home(content) : null) ??
    staticPage(pathname, content) ??
    itemPage(pathname, content, extras) ??
    privatePage(pathname) ?? { ...home(content), meta: { ...STATIC_PAGE_META.home, noIndex: true }, status: 404 };
  return {
    status: draft.status ?? 200,
    head: headTags(draft.meta, siteUrl),
    siteUrl,
    body: `${siteNav()}<main>${draft.main}</main>${siteFooter()}`,
    chunk: draft.chunk,
    heroImage: draft.heroImage ?? null,
  };
}
