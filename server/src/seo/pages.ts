import {
  absoluteUrl,
  buildBlogPostingJsonLd,
  buildBreadcrumbJsonLd,
  buildCourseJsonLd,
  buildEventJsonLd,
  buildJobPostingJsonLd,
  buildOrganizationJsonLd,
  COURSES,
  type Crumb,
  findCourse,
  type JobDto,
  matchesRoute,
  ROUTES,
  SITE,
} from '@contract';
import type { SeoContent, SeoPost, SeoWorkshop } from './content';
import { escapeHtml } from './escape';

/** Everything the server puts into one page's HTML before the SPA starts. */
export interface SeoPage {
  status: 200 | 404;
  /** Full document title. */
  title: string;
  description: string;
  keywords: string;
  /** Absolute canonical URL (the page's own URL on PUBLIC_URL); null on pages that must not be indexed. */
  canonical: string | null;
  noIndex: boolean;
  ogType: 'website' | 'article';
  /** Absolute URL of the link-preview image. */
  image: string;
  jsonLd: object[];
  /** Crawler-readable main text and links (HTML), placed inside #root. */
  body: string;
  /** webpack chunk of the route, preloaded. */
  chunk: string | null;
  /** The route's largest above-the-fold image, preloaded. */
  heroImage: string | null;
}

/** What a page needs besides the shared content lists. */
export interface PageExtras {
  postBody?: string | null;
  job?: JobDto | null;
}

export const TITLE_SUFFIX = ` | ${SITE.name} Hyderabad`;
const BASE_KEYWORDS = 'IT training institute Hyderabad, software training HITEC City, placement assistance, ITX';

interface Draft {
  title: string;
  description: string;
  keywords?: string;
  crumbs?: Crumb[];
  ogType?: 'website' | 'article';
  image?: string | null;
  jsonLd?: object[];
  main: string;
  chunk: string | null;
  heroImage?: string;
  noIndex?: boolean;
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
      // The blog's light markup (spec §5): *bold* and list markers; the text itself stays.
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
    title: 'IT Training Institute in Hyderabad',
    description:
      'ITX, HITEC City, Hyderabad: classroom and online training in Data Analytics, Data Science, Java and Python Full Stack, MERN Stack and Cloud Computing, with internships and placement support.',
    keywords: `${BASE_KEYWORDS}, data science course Hyderabad, full stack course Hyderabad, data analytics training`,
    main:
      `<h1>${e(SITE.tagline)}</h1><p>95% Success Rate · 500+ Students. Learn, build and launch your IT career with trainers from the industry.</p>` +
      `<p>${link(ROUTES.enroll, 'Book your free demo')} · ${link(ROUTES.about, 'Explore our story')}</p>` +
      `<section><h2>Our courses</h2>${courseList('h3')}<p>${link(ROUTES.courses, 'View All Courses')}</p></section>` +
      `<section><h2>From our blog</h2>${postList(content.posts.slice(0, 3), 'h3')}<p>${link(ROUTES.blogs, 'View All Blogs')}</p></section>` +
      `<section><h2>Workshops</h2>${workshopList(content.workshops, 'h3')}<p>${link(ROUTES.workshops, 'Explore Upcoming Workshops')}</p></section>`,
    chunk: 'page-home',
    // The hero carousel's first slide (src/widgets/hero-carousel/model/slides.ts): the home page's LCP image.
    heroImage: '/images/hero/data-analytics.svg',
  };
}

function staticPage(pathname: string): Draft | null {
  switch (pathname) {
    case ROUTES.about:
      return {
        title: 'About Us',
        description:
          'ITX trains job-ready software professionals in HITEC City, Hyderabad: innovative learning, community first, global impact and lifelong learning. Our mission and vision.',
        keywords: `${BASE_KEYWORDS}, about ITX, learn build launch`,
        crumbs: [{ name: 'About Us', path: ROUTES.about }],
        main:
          '<h1>About ITX</h1><p>LEARN - BUILD - LAUNCH. We teach the skills companies hire for, with projects on real data and code, and we stay with our students until their first job.</p>' +
          '<h2>What we value</h2><ul><li>Innovative Learning</li><li>Community First</li><li>Global Impact</li><li>Lifelong Learning</li></ul>',
        chunk: 'page-about',
      };
    case ROUTES.contact:
      return {
        title: 'Contact Us',
        description: `Visit, call or write to ITX in HITEC City, Hyderabad: ${SITE.phones.join(', ')}, ${SITE.email}. ${SITE.openingHours}.`,
        keywords: `${BASE_KEYWORDS}, contact ITX, ITX address, ITX phone number`,
        crumbs: [{ name: 'Contact Us', path: ROUTES.contact }],
        main: `<h1>Contact ITX</h1><p>${e(SITE.openingHours)}.</p><p>${link(ROUTES.enroll, 'Request a call back')}</p>`,
        chunk: 'page-contact',
      };
    case ROUTES.enroll:
      return {
        title: 'Get A Call',
        description:
          'Request a call back from ITX Hyderabad: tell us the course you are interested in and a counsellor calls you to plan your batch, schedule and fees.',
        keywords: `${BASE_KEYWORDS}, enroll, request a call back, free demo class`,
        crumbs: [{ name: 'Get A Call', path: ROUTES.enroll }],
        main: `<h1>Request a Call Back</h1><p>Leave your name, e-mail, phone and the course you want; our counsellors call you back within one working day.</p>`,
        chunk: 'page-enroll',
      };
    case ROUTES.privacy:
      return {
        title: 'Privacy Policy',
        description:
          'How ITX Hyderabad collects, uses and shares the information you give us through this website, and your rights over it. Effective July 9, 2025.',
        keywords: `${BASE_KEYWORDS}, privacy policy`,
        crumbs: [{ name: 'Privacy Policy', path: ROUTES.privacy }],
        main: '<h1>Privacy Policy</h1><p>Effective July 9, 2025.</p><h2>Information we collect</h2><h2>How we use it</h2><h2>Sharing</h2><h2>Your rights</h2><h2>Contact</h2>',
        chunk: 'page-privacy',
      };
    case ROUTES.courses:
      return {
        title: 'Courses',
        description:
          'All ITX courses in Hyderabad: Data Analytics, Data Science, Java Full-Stack, Python Full-stack, MERN Stack and Cloud Computing, with modules, duration and next batch dates.',
        keywords: `${BASE_KEYWORDS}, ${COURSES.map((c) => `${c.title} course`).join(', ')}`,
        crumbs: [{ name: 'Courses', path: ROUTES.courses }],
        main: `<h1>Our Courses</h1>${courseList('h2')}`,
        chunk: 'page-courses',
      };
    default:
      return null;
  }
}

function notFound(what: string, back: Crumb): Draft {
  return {
    title: `${what} not found`,
    description: `This ${what.toLowerCase()} does not exist or was removed. See ${back.name.toLowerCase()} at ITX Hyderabad.`,
    main: `<h1>${e(what)} not found</h1><p>${link(back.path, `See all ${back.name.toLowerCase()}`)}</p>`,
    chunk: null,
    noIndex: true,
    status: 404,
  };
}

function dynamicPage(pathname: string, content: SeoContent, extras: PageExtras, siteUrl: string): Draft | null {
  const [, section, slug, ...rest] = pathname.split('/');
  if (rest.length > 0) return null;
  if (section === 'courses' && slug) {
    const course = findCourse(slug);
    if (!course) return notFound('Course', { name: 'Courses', path: ROUTES.courses });
    return {
      title: `${course.title} Course in Hyderabad`,
      description: `${course.summary} ${course.lessons} modules over ${course.time}; next batch ${course.startDate}.`,
      keywords: `${course.title} course Hyderabad, ${course.title} training, ${BASE_KEYWORDS}`,
      crumbs: [
        { name: 'Courses', path: ROUTES.courses },
        { name: course.title, path: ROUTES.course(course.slug) },
      ],
      image: course.image,
      // The banner beside the title is the page's largest paint: fetch it with the HTML, not after the app starts.
      heroImage: course.image,
      jsonLd: [buildCourseJsonLd(course, siteUrl)],
      main:
        `<h1>${e(course.title)}</h1><p>${e(course.summary)}</p>` +
        `<p>${course.lessons} Modules · ${e(course.time)} · Apply by ${e(course.applyBy)} · Starts ${e(course.startDate)}</p>` +
        `<p>Trainer: ${e(course.instructor.name)}, ${e(course.instructor.role)}</p><p>${link(ROUTES.enroll, 'Enroll now')}</p>`,
      chunk: 'page-course-detail',
    };
  }
  if (section === 'blogs' && slug) {
    const post = content.posts.find((p) => p.slug === slug);
    if (!post) return notFound('Blog', { name: 'Blogs', path: ROUTES.blogs });
    return {
      title: post.title,
      description: post.description,
      keywords: `${post.title}, ITX blog, ${BASE_KEYWORDS}`,
      crumbs: [
        { name: 'Blogs', path: ROUTES.blogs },
        { name: post.title, path: ROUTES.blog(post.slug) },
      ],
      ogType: 'article',
      image: post.image,
      jsonLd: [
        buildBlogPostingJsonLd(
          { ...post, createdAt: post.createdAt.toISOString(), updatedAt: post.updatedAt.toISOString(), image: post.image },
          siteUrl,
        ),
      ],
      main: `<article><h1>${e(post.title)}</h1><p>${e(post.description)}</p>${paragraphs(extras.postBody ?? '')}</article><p>${link(ROUTES.blogs, 'All blogs')}</p>`,
      chunk: 'page-blog-detail',
    };
  }
  if (section === 'careers' && slug) {
    const job = extras.job;
    if (!job) return notFound('Job', { name: 'Careers', path: ROUTES.careers });
    return {
      title: `${job.title} Job in ${job.location}`,
      description:
        `${job.title} at ITX, ${job.location}: ${job.jobType === 'part-time' ? 'part-time' : 'full-time'}, ${job.isFresher ? 'freshers welcome' : `${job.experienceRequired}+ years of experience`}. ${job.jobDescription}`.slice(
          0,
          300,
        ),
      keywords: `${job.title} jobs, jobs in ${job.location}, careers at ITX, ${BASE_KEYWORDS}`,
      crumbs: [
        { name: 'Careers', path: ROUTES.careers },
        { name: job.title, path: ROUTES.job(job.slug) },
      ],
      jsonLd: job.expired ? [] : [buildJobPostingJsonLd(job, siteUrl)],
      main:
        `<h1>${e(job.title)}</h1><p>${e(job.location)} · ${job.jobType === 'part-time' ? 'Part-time' : 'Full-time'}</p>${paragraphs(job.jobDescription)}` +
        `<h2>Key responsibilities</h2><ul>${job.keyResponsibilities.map((r) => `<li>${e(r)}</li>`).join('')}</ul><p>${link(ROUTES.careers, 'All open positions')}</p>`,
      chunk: 'page-job-detail',
    };
  }
  if (section === 'workshops' && slug) {
    const workshop = content.workshops.find((w) => w.slug === slug);
    if (!workshop) return notFound('Workshop', { name: 'Workshops', path: ROUTES.workshops });
    return {
      title: `${workshop.title} Workshop`,
      description: `${workshop.description}`.slice(0, 300),
      keywords: `${workshop.title} workshop Hyderabad, ${workshop.category} workshop, ${BASE_KEYWORDS}`,
      crumbs: [
        { name: 'Workshops', path: ROUTES.workshops },
        { name: workshop.title, path: ROUTES.workshop(workshop.slug) },
      ],
      image: workshop.image,
      jsonLd: [buildEventJsonLd(workshop, siteUrl)],
      main:
        `<h1>${e(workshop.title)}</h1><p>${e(workshop.date)} · ${e(workshop.duration)}</p>${paragraphs(workshop.description)}` +
        `<h2>What you'll learn</h2><ul>${workshop.topics.map((t) => `<li>${e(t)}</li>`).join('')}</ul><p>${link(ROUTES.workshops, 'All workshops')}</p>`,
      chunk: 'page-workshop-detail',
    };
  }
  if (slug !== undefined) return null;
  if (section === 'blogs') {
    return {
      title: 'Blogs',
      description: 'Articles from the ITX trainers in Hyderabad on AI, data science, coding practice, DevOps and getting hired in IT.',
      keywords: `ITX blog, data science articles, coding best practices, ${BASE_KEYWORDS}`,
      crumbs: [{ name: 'Blogs', path: ROUTES.blogs }],
      main: `<h1>Blogs</h1>${postList(content.posts, 'h2')}`,
      chunk: 'page-blogs',
    };
  }
  if (section === 'careers') {
    return {
      title: 'Careers',
      description: 'Open positions at ITX Hyderabad: trainers, counsellors and developers. Search by title and location and apply online.',
      keywords: `jobs at ITX, trainer jobs Hyderabad, IT jobs HITEC City, ${BASE_KEYWORDS}`,
      crumbs: [{ name: 'Careers', path: ROUTES.careers }],
      main: `<h1>Careers at ITX</h1>${jobList(content.jobs, 'h2')}`,
      chunk: 'page-careers',
    };
  }
  if (section === 'workshops') {
    return {
      title: 'Workshops',
      description:
        'Hands-on weekend workshops at ITX, HITEC City, Hyderabad: Full Stack, Data Science and Data Analytics. See dates and register for a session.',
      keywords: `IT workshops Hyderabad, data science workshop, full stack bootcamp, ${BASE_KEYWORDS}`,
      crumbs: [{ name: 'Workshops', path: ROUTES.workshops }],
      main: `<h1>Workshops</h1>${workshopList(content.workshops, 'h2')}`,
      chunk: 'page-workshops',
    };
  }
  return null;
}

/** Pages that exist but must not be indexed (account recovery, admin area). */
function privatePage(pathname: string): Draft | null {
  if (!matchesRoute(pathname)) return null;
  const admin = pathname.startsWith('/admin');
  return {
    title: admin ? 'Admin' : 'Account',
    description: admin ? 'ITX staff area.' : 'Recover access to your ITX account.',
    main: `<h1>${admin ? 'ITX staff area' : 'Account'}</h1>`,
    chunk: null,
    noIndex: true,
  };
}

/** The path without a trailing slash ("/" stays "/"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** A page search engines may index: found (200) and with a canonical URL. */
export function isIndexable(page: Pick<SeoPage, 'status' | 'canonical'>): boolean {
  return page.status === 200 && page.canonical !== null;
}

/** The head data and crawler text of one path. Unknown paths get the home page with status 404 (spec §2). */
export function buildPage(rawPath: string, content: SeoContent, extras: PageExtras, siteUrl: string): SeoPage {
  const pathname = normalizePath(rawPath);
  let draft: Draft;
  let status: 200 | 404 = 200;
  if (pathname === '/') draft = home(content);
  else {
    const found = staticPage(pathname) ?? dynamicPage(pathname, content, extras, siteUrl) ?? privatePage(pathname);
    if (found) draft = found;
    else {
      draft = { ...home(content), noIndex: true };
      status = 404;
    }
  }
  status = draft.status ?? status;
  const noIndex = draft.noIndex ?? false;
  const jsonLd: object[] = [buildOrganizationJsonLd(siteUrl)];
  if (draft.crumbs && !noIndex) jsonLd.push(buildBreadcrumbJsonLd(siteUrl, draft.crumbs));
  if (!noIndex) jsonLd.push(...(draft.jsonLd ?? []));
  return {
    status,
    // The same titles as the SPA's PageHead (page title + suffix), so nothing changes when the app starts.
    title: `${draft.title}${TITLE_SUFFIX}`,
    description: draft.description,
    keywords: draft.keywords ?? BASE_KEYWORDS,
    canonical: noIndex ? null : absoluteUrl(siteUrl, pathname),
    noIndex,
    ogType: draft.ogType ?? 'website',
    image: absoluteUrl(siteUrl, draft.image ?? '/images/og-default.png'),
    jsonLd,
    body: `${siteNav()}<main>${draft.main}</main>${siteFooter()}`,
    chunk: draft.chunk,
    heroImage: draft.heroImage ?? null,
  };
}
