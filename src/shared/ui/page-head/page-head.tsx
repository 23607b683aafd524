import { useLayoutEffect } from 'react';
import { buildBreadcrumbJsonLd, buildOrganizationJsonLd, SITE, type Crumb } from '@contract';

export interface PageHeadProps {
  /** Page title; " | ITX Hyderabad" is appended unless `absoluteTitle` is set. */
  title: string;
  /** Use `title` as the whole document title (the home page). */
  absoluteTitle?: boolean;
  description: string;
  /** The page's own path; its canonical URL is this path on the site's public origin (DECISIONS.md item 2). */
  path: string;
  keywords?: string;
  /** Structured data objects rendered as JSON-LD (the institute's own is always added on indexable pages). */
  jsonLd?: object[];
  /** Trail after Home for the BreadcrumbList, e.g. [{ name: 'Courses', path: '/courses' }]. */
  breadcrumbs?: Crumb[];
  /** Link-preview image: a site path or an absolute URL. */
  image?: string;
  /** Open Graph type: 'article' for posts. */
  type?: 'website' | 'article';
  noIndex?: boolean;
}

export const TITLE_SUFFIX = ` | ${SITE.name} Hyderabad`;
const DEFAULT_IMAGE = '/images/og-default.png';

/**
 * The site's public origin (PUBLIC_URL). The server writes it into the canonical link of the page it
 * sends; read once at start, before PageHead removes the server's tags. Falls back to this window's origin.
 */
function readSiteOrigin(): string {
  if (typeof document === 'undefined') return '';
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"][data-ssr]')?.href;
  const fromServer = href ? new URL(href).origin : null;
  const fromMeta = document.querySelector<HTMLMetaElement>('meta[property="og:url"][data-ssr]')?.content;
  return fromServer ?? (fromMeta ? new URL(fromMeta).origin : window.location.origin);
}

let siteOriginValue: string | null = null;

/** The public origin used in canonical links and structured data (e.g. https://www.itxhyderabad.in). */
export function siteOrigin(): string {
  siteOriginValue ??= readSiteOrigin();
  return siteOriginValue;
}

/** Drops the head tags the server wrote for the first page: from now on React's own tags are the only ones. */
function removeServerHead(): void {
  document.head.querySelectorAll('[data-ssr]').forEach((el) => el.remove());
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/**
 * The page's head, kept right while navigating by React 19's own <title>/<meta>/<link> hoisting. JSON-LD
 * stays where the page renders it and leaves with the page.
 */
export function PageHead({ title, absoluteTitle, description, path, keywords, jsonLd, breadcrumbs, image, type, noIndex }: PageHeadProps) {
  const origin = siteOrigin();
  useLayoutEffect(removeServerHead, []);
  const url = `${origin}${path}`;
  const fullTitle = absoluteTitle ? title : `${title}${TITLE_SUFFIX}`;
  const ogImage = absolute(origin, image ?? DEFAULT_IMAGE);
  const data: object[] = noIndex
    ? []
    : [buildOrganizationJsonLd(origin), ...(breadcrumbs?.length ? [buildBreadcrumbJsonLd(origin, breadcrumbs)] : []), ...(jsonLd ?? [])];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type ?? 'website'} />
      <meta property="og:site_name" content={SITE.legalName} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={ogImage} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={ogImage} />
      {data.map((item, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(item).replace(/</g, '\\u003c')}
        </script>
      ))}
    </>
  );
}
