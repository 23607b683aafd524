import type { ImageDto } from './blog';
import { API } from './paths';
import { ROUTES } from './routes';
import { formatDocumentDate, type SiteContact } from './site';
import { absoluteUrl, buildBreadcrumbJsonLd, buildOrganizationJsonLd, type Crumb } from './structured-data';

/**
 * What the head of one page says about it, written once: the server puts it into the HTML it sends
 * (crawlers and link previews that run no script) and the SPA's PageHead renders the same tags while
 * navigating, so nothing changes when the app takes over.
 */
export interface PageMeta {
  /** The page's own title; the document title adds `titleSuffix` (" | ITX Hyderabad"). */
  title: string;
  description: string;
  keywords: string;
  /** The page's own path: its canonical URL on the public origin (docs/product.md D2). */
  path: string;
  /** The trail after Home for the BreadcrumbList; empty on the home page. */
  crumbs: readonly Crumb[];
  ogType: 'website' | 'article';
  /** Link-preview image (PNG, JPEG or WebP: link previews show no SVG): a site path or an absolute URL. */
  image: string;
  /** What the link-preview image shows, for `og:image:alt` and `twitter:image:alt` (the site's card's text when absent). */
  imageAlt?: string;
  /** The page's own structured data on a public origin; the organization and breadcrumbs are added by `headTags`. */
  jsonLd: (siteUrl: string, site: SiteContact) => readonly object[];
  /** Account, admin and missing pages: no canonical, no structured data, `robots: noindex`. */
  noIndex: boolean;
  /** A course, post, job or workshop that does not exist: the server answers the page with HTTP 404. */
  notFound?: true;
}

/** The tags of a page's head, ready to render as HTML (server) or React elements (SPA). */
export interface HeadTags {
  title: string;
  /** `<meta name=… content=…>`: description, keywords, robots and the Twitter card. */
  names: readonly (readonly [string, string])[];
  /** `<meta property=… content=…>`: Open Graph. */
  properties: readonly (readonly [string, string])[];
  canonical: string | null;
  jsonLd: readonly object[];
}

/** What every document title ends with: the institute's short name (Site settings) and its city. */
export const titleSuffix = (site: Pick<SiteContact, 'name'>) => ` | ${site.name} Hyderabad`;
export const DEFAULT_SHARE_IMAGE = '/images/og-default.png';
/** What the site's default link-preview card shows: the words drawn in public/images/og-default.svg. */
export const DEFAULT_SHARE_IMAGE_ALT = 'ITX Hyderabad logo: Industry-ready IT training in Hyderabad';

/**
 * The PNG the build renders beside each course and workshop illustration (webpack.config.mts); any other
 * SVG has none and the page shares the site's default picture.
 */
const RENDERED_SVG = /^\/images\/(courses|workshops)\/[\w-]+\.svg$/;

/** A link-preview image for an illustration or uploaded image path. */
export function shareImage(image: string | null | undefined): string {
  if (!image) return DEFAULT_SHARE_IMAGE;
  if (RENDERED_SVG.test(image)) return image.replace(/\.svg$/, '.png');
  return /\.svg(\?|$)/i.test(image) ? DEFAULT_SHARE_IMAGE : image;
}

/** A page's link-preview image and its text: `alt` describes the item's own picture, never the default card that may stand in for it. */
export function sharePicture(image: string | null | undefined, alt: string): Pick<PageMeta, 'image' | 'imageAlt'> {
  const shared = shareImage(image);
  return shared === DEFAULT_SHARE_IMAGE ? { image: shared } : { image: shared, imageAlt: alt };
}

/** An uploaded image's largest WebP variant that is at most 1200 px wide (link previews), else its smallest. */
export function shareImageOf(image: Pick<ImageDto, 'hash' | 'widths'> | null | undefined): string | null {
  if (!image || image.widths.length === 0) return null;
  const sorted = [...image.widths].sort((a, b) => a - b);
  const fit = sorted.filter((w) => w <= 1200);
  return API.images(image.hash, fit.at(-1) ?? sorted[0] ?? 0);
}

const WORD_SEPARATORS = ' ,;:.–-';

/**
 * `text` (single-spaced) without its last word and the separators before it; with no space, cut at its
 * first separator. A loop: the pattern it replaces (/[\s,;:.–-]+\S*$/) is quadratic on long runs.
 */
function withoutLastWord(text: string): string {
  let start = text.lastIndexOf(' ');
  if (start < 0) {
    start = [...text].findIndex((c) => WORD_SEPARATORS.includes(c));
    if (start < 0) return text;
  }
  while (start > 0 && WORD_SEPARATORS.includes(text.charAt(start - 1))) start -= 1;
  return text.slice(0, start);
}

/** Text cut at a word to at most `max` characters (search results show about 160). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${withoutLastWord(flat.slice(0, max - 1))}…`;
}

/** A page's meta with the defaults: no breadcrumbs, a website, the default share picture, no own structured data, indexable. */
export function page(meta: Pick<PageMeta, 'title' | 'description' | 'keywords' | 'path'> & Partial<PageMeta>): PageMeta {
  return { crumbs: [], ogType: 'website', image: DEFAULT_SHARE_IMAGE, jsonLd: () => [], noIndex: false, ...meta };
}

/** A page of the site's own menu: Home › it. */
/**
 * The privacy policy page's head: its description ends with the policy's effective date (the site
 * settings' `privacyPolicyEffective`, data an admin edits) when one is set.
 */
export function privacyMeta(effective: string | null): PageMeta {
  return section(
    'Privacy Policy',
    ROUTES.privacy,
    'How ITX Hyderabad collects, uses, shares and protects the personal information of visitors, learners and applicants, and your rights.' +
      (effective ? ` Effective ${formatDocumentDate(effective)}.` : ''),
    'ITX privacy policy, personal data, DPDP Act, data protection',
  );
}

function section(title: string, path: string, description: string, keywords: string): PageMeta {
  return page({ title, path, description, keywords, crumbs: [{ name: title, path }] });
}

/** The public pages whose head depends on no database content. */
export const STATIC_PAGE_META = {
  home: page({
    title: 'IT Training Institute in Hyderabad',
    path: ROUTES.home,
    description:
      'Classroom and online IT training in Hyderabad: data, full-stack development and cloud courses with real projects and placement support.',
    keywords:
      'IT training institute Hyderabad, IT courses Hyderabad, data courses Hyderabad, full stack developer course Hyderabad, cloud course Hyderabad',
  }),
  about: section(
    'About Us',
    ROUTES.about,
    'ITX is an IT training institute in Hyderabad: learn, build and launch your tech career with industry trainers, real projects and placements.',
    'about ITX, IT training institute Hyderabad, learn build launch, mission, vision',
  ),
  contact: section(
    'Contact Us',
    ROUTES.contact,
    'Visit, call or write to ITX in Hyderabad, or ask us to call you back.',
    'contact ITX, ITX Hyderabad address, ITX phone number, IT training Hyderabad, course counselling',
  ),
  enroll: section(
    'Get A Call',
    ROUTES.enroll,
    'Request a call back from an ITX course advisor in Hyderabad: the course for you, batches, fees and placement support.',
    'ITX call back, IT course enquiry Hyderabad, free demo class, course counselling',
  ),
  privacy: privacyMeta(null),
  courses: section(
    'Courses',
    ROUTES.courses,
    'IT courses at ITX Hyderabad, in the classroom and live online: the modules, duration, fee, instructor and next batch of each course.',
    'IT courses Hyderabad, IT training institute Hyderabad, course fees, next batch, courses with placement',
  ),
  blogs: section(
    'Blogs',
    ROUTES.blogs,
    'Articles on careers in tech, coding practice, data and DevOps from the ITX trainers in Hyderabad.',
    'ITX blog, IT training blog, coding practices, DevOps, AI careers, data science articles',
  ),
  careers: section(
    'Careers',
    ROUTES.careers,
    'Open jobs at ITX Hyderabad: trainers, career counsellors, placement and student support roles. Search by title and location and apply online.',
    'ITX careers, trainer jobs Hyderabad, IT training jobs, career counsellor jobs Hyderabad',
  ),
  workshops: section(
    'Workshops',
    ROUTES.workshops,
    'Hands-on workshops at ITX Hyderabad in Full Stack, Data Science and Data Analytics: three practical hours with our trainers.',
    'IT workshops Hyderabad, data science workshop, data analytics workshop, full stack workshop',
  ),
} as const satisfies Record<string, PageMeta>;

/** A page that exists but must not be indexed: account recovery, the admin area. */
export function privateMeta(title: string, description: string, path: string): PageMeta {
  return page({ title, description, path, keywords: '', noIndex: true });
}

/** A course, post, job or workshop that does not exist (HTTP 404 from the server). */
export function notFoundMeta(what: 'Course' | 'Blog' | 'Job' | 'Workshop', path: string): PageMeta {
  return {
    ...privateMeta(`${what} not found`, `This ${what.toLowerCase()} does not exist at ITX Hyderabad or was removed.`, path),
    notFound: true,
  };
}

/** Every tag of the page's head; `siteUrl` is the public origin (PUBLIC_URL). */
export function headTags(meta: PageMeta, siteUrl: string, site: SiteContact): HeadTags {
  const title = `${meta.title}${titleSuffix(site)}`;
  const canonical = meta.noIndex ? null : absoluteUrl(siteUrl, meta.path);
  const image = absoluteUrl(siteUrl, meta.image);
  // A preview image whose text is unknown (an item's own picture) is described by the page it stands for.
  const imageAlt = meta.imageAlt ?? (meta.image === DEFAULT_SHARE_IMAGE ? DEFAULT_SHARE_IMAGE_ALT : meta.title);
  const names: [string, string][] = [['description', meta.description]];
  if (meta.keywords) names.push(['keywords', meta.keywords]);
  if (meta.noIndex) names.push(['robots', 'noindex']);
  names.push(
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', meta.description],
    ['twitter:image', image],
    ['twitter:image:alt', imageAlt],
  );
  const properties: [string, string][] = [
    ['og:type', meta.ogType],
    ['og:site_name', site.legalName],
    ['og:locale', 'en_IN'],
    ['og:title', title],
    ['og:description', meta.description],
    ...(canonical ? [['og:url', canonical] as [string, string]] : []),
    ['og:image', image],
    ['og:image:alt', imageAlt],
  ];
  const jsonLd = meta.noIndex
    ? []
    : [
        buildOrganizationJsonLd(siteUrl, site),
        ...(meta.crumbs.length > 0 ? [buildBreadcrumbJsonLd(siteUrl, meta.crumbs)] : []),
        ...meta.jsonLd(siteUrl, site),
      ];
  return { title, names, properties, canonical, jsonLd };
}
