import { createContext, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { headTags, serializeJsonLd, type PageMeta } from '@contract';
import { siteUrl } from '@/shared/config';
import { useSiteFacts } from '@/shared/lib/contact-links';

export interface PageHeadProps {
  /** The page's head, from the contract's builders (`STATIC_PAGE_META`, `courseMeta`, `privateMeta` …). */
  meta: PageMeta;
}

/** What the server's renderer learns from the page it renders: its head, and whether it is a missing item. */
export interface RenderedPageInfo {
  meta: PageMeta;
  /** A missing course, post, job or workshop, or an unknown path: answered with HTTP 404. */
  notFound: boolean;
}

/** Given by the server's renderer only: PageHead reports the page's head to it while rendering. */
export const RenderedPageContext = createContext<((info: RenderedPageInfo) => void) | null>(null);

/** Set around the home page when it stands in for an unknown path (docs/product.md §2): not indexed, 404. */
const UnknownPathContext = createContext(false);

export function UnknownPath({ children }: { children: ReactNode }) {
  return <UnknownPathContext.Provider value>{children}</UnknownPathContext.Provider>;
}

/**
 * Sends a browser on to `to` (a replacing navigation) once the page is on screen. The page that renders it
 * says where it is (a not-found page): that is what the server sends, for crawlers and visitors without
 * JavaScript, and what hydration finds.
 */
export function RedirectTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** Drops head tags an older server marked as its own: React's tags are the only ones. */
function removeServerHead(): void {
  document.head.querySelectorAll('[data-ssr]').forEach((el) => el.remove());
}

/**
 * The page's head by React 19's own <title>/<meta>/<link> hoisting, on the server (which puts them into
 * the HTML's head) and in the browser (which adopts them when it hydrates, and keeps them right while
 * navigating). JSON-LD stays where the page renders it and leaves with the page.
 */
export function PageHead({ meta }: PageHeadProps) {
  useLayoutEffect(removeServerHead, []);
  const unknownPath = useContext(UnknownPathContext);
  const page = unknownPath ? { ...meta, noIndex: true } : meta;
  const report = useContext(RenderedPageContext);
  report?.({ meta: page, notFound: unknownPath || page.notFound === true });
  const site = useSiteFacts();
  const head = headTags(page, siteUrl(), site);
  return (
    <>
      <title>{head.title}</title>
      {head.names.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.properties.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {head.jsonLd.map((item, i) => (
        <script key={i} type="application/ld+json">
          {serializeJsonLd(item)}
        </script>
      ))}
    </>
  );
}
