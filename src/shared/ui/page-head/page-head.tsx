import { useLayoutEffect } from 'react';
import { headTags, serializeJsonLd, type PageMeta } from '@contract';
import { siteUrl } from '@/shared/config';

export interface PageHeadProps {
  /** The page's head, from the contract's builders (`STATIC_PAGE_META`, `courseMeta`, `privateMeta` …): the server sends the same. */
  meta: PageMeta;
}

/** Drops the head tags the server wrote for the first page: from now on React's own tags are the only ones. */
function removeServerHead(): void {
  document.head.querySelectorAll('[data-ssr]').forEach((el) => el.remove());
}

/**
 * The page's head, kept right while navigating by React 19's own <title>/<meta>/<link> hoisting: the same
 * tags the server sent for this page (`headTags` of the contract), which it removes on its first render.
 * JSON-LD stays where the page renders it and leaves with the page.
 */
export function PageHead({ meta }: PageHeadProps) {
  useLayoutEffect(removeServerHead, []);
  const head = headTags(meta, siteUrl());
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
