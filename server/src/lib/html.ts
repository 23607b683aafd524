import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { isIndexable, type HeroImage, type SeoPage } from '../seo/pages';
import { serializeJsonLd } from '@contract';
import { escapeHtml } from '../seo/escape';
import { contentCoding, etagMatches, type ContentCoding } from './http-negotiation';

/** Stands for the per-response CSP nonce while a page's HTML is cached. */
const NONCE = '\u0000nonce\u0000';

/** The SPA's index.html split around the places the server fills in. */
export interface HtmlTemplate {
  /** From `<html…>` to just before `</head>`, without the build's default title and description. */
  head: string;
  /** From `</head>` to the inside of `<div id="root">`. */
  beforeRoot: string;
  /** From the end of #root's content to the end of the document. */
  afterRoot: string;
}

export function compileTemplate(source: string): HtmlTemplate {
  // html-webpack-plugin minifies: attribute quotes may be gone (`<div id=root>`).
  const cleaned = source
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']?(?:description|keywords)["']?\s[^>]*>\s*/gi, '');
  const headEnd = cleaned.indexOf('</head>');
  const rootMatch = /<div id=["']?root["']?>\s*<\/div>/.exec(cleaned);
  if (headEnd < 0 || !rootMatch || rootMatch.index < headEnd) {
    throw new Error('index.html must have </head> and an empty <div id="root"></div> in <body>');
  }
  return {
    head: cleaned.slice(0, headEnd),
    beforeRoot: `${cleaned.slice(headEnd, rootMatch.index)}<div id="root">`,
    afterRoot: `</div>${cleaned.slice(rootMatch.index + rootMatch[0].length)}`,
  };
}

export interface RenderOptions {
  gtmId: string | null;
  /** LEAD_FORM_KEY: the SPA's lead forms post to /api/FormLeadCapture/{this}/{formId}. */
  leadFormKey: string;
  /** Script files to preload (the route's own chunk). */
  preloadScripts: readonly string[];
  /** Images to preload (the route's hero). */
  preloadImages?: readonly HeroImage[];
}

function attr(value: string): string {
  return escapeHtml(value);
}

/**
 * The head tags of a page (the contract's `headTags`, as the SPA's PageHead renders them). Each carries
 * `data-ssr` so PageHead can drop them once it renders its own (no duplicated title or canonical after the
 * app starts).
 */
export function headTags(page: SeoPage): string {
  const { head } = page;
  const tags = [`<title data-ssr>${escapeHtml(head.title)}</title>`];
  for (const [name, content] of head.names) tags.push(`<meta data-ssr name="${attr(name)}" content="${attr(content)}">`);
  if (head.canonical) tags.push(`<link data-ssr rel="canonical" href="${attr(head.canonical)}">`);
  for (const [property, content] of head.properties) tags.push(`<meta data-ssr property="${attr(property)}" content="${attr(content)}">`);
  for (const data of head.jsonLd) tags.push(`<script data-ssr type="application/ld+json">${serializeJsonLd(data)}</script>`);
  return tags.join('');
}

/**
 * The spec's full-screen loader (§2), in the served HTML so a phone shows it from the first paint instead
 * of a blank screen while the app's scripts load. It looks like the app's own PageLoader (MUI's 40 px
 * progress circle in the brand navy over "Loading…"), which replaces it in the app's first commit. The
 * arc only turns (a transform the compositor runs): a growing and shrinking arc would cost the main
 * thread a style and paint pass every frame while the page's scripts need it.
 * Without JavaScript it stays hidden and the crawler text shows.
 */
const BOOT_LOADER =
  '<div class="boot-loader" role="status"><svg viewBox="22 22 44 44" aria-hidden="true">' +
  '<circle cx="44" cy="44" r="20.2" fill="none" stroke-width="3.6"></circle></svg><p>Loading…</p></div>';
const BOOT_CSS =
  '.boot-loader{display:none}' +
  '.js #root>.ssr-fallback{display:none}' +
  '.js #root>.boot-loader{position:fixed;inset:0;z-index:2000;display:flex;flex-direction:column;align-items:center;' +
  'justify-content:center;gap:16px;background:#fff;color:#4a5566;' +
  'font:400 1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif}' +
  '.boot-loader p{margin:0}' +
  '.boot-loader svg{width:40px;height:40px;color:#0b3a75;animation:boot-spin 1.4s linear infinite}' +
  '.boot-loader circle{stroke:currentColor;stroke-dasharray:80px,200px}' +
  '@keyframes boot-spin{to{transform:rotate(360deg)}}';

/** Scripts every page needs before the app: the data layer, the tag manager when GTM_ID is set. */
function inlineScripts(gtmId: string | null, leadFormKey: string, siteUrl: string): string {
  // The `js` class (set before first paint when scripts run) hides the crawler text and shows the boot
  // loader until the SPA replaces both on start; crawlers and visitors without JavaScript read the text.
  const scripts = [
    `<script nonce="${NONCE}">document.documentElement.classList.add('js');window.dataLayer=window.dataLayer||[];</script>`,
    `<style nonce="${NONCE}">${BOOT_CSS}</style>`,
    // Read by the SPA's lead forms, so changing LEAD_FORM_KEY on the server never strands them on a 404.
    `<meta name="itx-lead-form-key" content="${attr(leadFormKey)}">`,
    // The public origin (PUBLIC_URL) of canonical links and structured data, for the SPA's PageHead.
    `<meta name="itx-site-url" content="${attr(siteUrl)}">`,
  ];
  if (gtmId) {
    scripts.push(
      `<script nonce="${NONCE}">(function(w,d,s,l,i){w[l].push({'gtm.start':Date.now(),event:'gtm.js'});` +
        `var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;` +
        `f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');</script>`,
    );
  }
  return scripts.join('');
}

/** A page's HTML with the nonce left open: `bytes(nonce)` gives the body of one response. */
export interface RenderedPage {
  status: number;
  /** `isIndexable` of the page. */
  indexable: boolean;
  /** Parts encoded once, joined around the nonce per response. */
  bytes: (nonce: string) => Buffer;
  /** Of the page without its nonce, so it is the same for every response of the same page. */
  etag: string;
}

export function renderPage(template: HtmlTemplate, page: SeoPage, options: RenderOptions): RenderedPage {
  const preload = [
    ...options.preloadScripts.map((href) => `<link rel="preload" as="script" href="${attr(href)}">`),
    ...(options.preloadImages ?? []).map(
      (image) =>
        `<link rel="preload" as="image" href="${attr(image.href)}"` +
        (image.srcset ? ` imagesrcset="${attr(image.srcset)}" imagesizes="${attr(image.sizes ?? '100vw')}"` : '') +
        ' fetchpriority="high">',
    ),
  ].join('');
  const source =
    template.head +
    inlineScripts(options.gtmId, options.leadFormKey, page.siteUrl) +
    headTags(page) +
    preload +
    template.beforeRoot +
    BOOT_LOADER +
    `<div class="ssr-fallback">${page.body}</div>` +
    template.afterRoot;
  const parts = source.split(NONCE);
  const encoded = parts.map((part) => Buffer.from(part));
  const partsLength = encoded.reduce((n, part) => n + part.length, 0);
  return {
    status: page.status,
    etag: `"${createHash('sha1').update(source).digest('base64url')}"`,
    indexable: isIndexable(page),
    bytes: (nonce) => {
      // One allocation and a copy of each part: a nonce is base64, so its bytes are its characters.
      const body = Buffer.allocUnsafe(partsLength + nonce.length * (encoded.length - 1));
      let at = 0;
      for (let i = 0; i < encoded.length; i += 1) {
        if (i > 0) at += body.write(nonce, at, 'latin1');
        at += (encoded[i] as Buffer).copy(body, at);
      }
      return body;
    },
  };
}

const PAGE_HEADERS = { 'cache-control': 'no-cache', vary: 'accept-encoding', 'content-type': 'text/html; charset=utf-8' };

/** What a page's response depends on in a request: its If-None-Match and Accept-Encoding. */
export interface PageNegotiation {
  /** The client holds this page (a found page's ETag ignores the nonce): 304 without a body. */
  notModified: boolean;
  coding: ContentCoding | null;
}

export function negotiatePage(
  page: Pick<RenderedPage, 'status' | 'etag'>,
  request: { ifNoneMatch: string | string[] | undefined; acceptEncoding: string | string[] | undefined },
): PageNegotiation {
  const notModified = page.status === 200 && etagMatches(request.ifNoneMatch, page.etag);
  return { notModified, coding: notModified ? null : contentCoding(request.acceptEncoding) };
}

/** The content headers of a page's response as negotiated: the same for every response with the same negotiation. */
export function pageContentHeaders(
  page: Pick<RenderedPage, 'status' | 'etag'>,
  { notModified, coding }: PageNegotiation,
): Record<string, string> {
  const base: Record<string, string> = page.status === 200 ? { ...PAGE_HEADERS, etag: page.etag } : { ...PAGE_HEADERS };
  if (notModified) {
    const { 'content-type': _type, ...headers } = base;
    return headers;
  }
  return coding ? { ...base, 'content-encoding': coding } : base;
}

/**
 * The body of one response: the page with this nonce, in the negotiated encoding (none for a 304). Each
 * response carries its own nonce, so a page is compressed per response (about 0.2 ms at these levels).
 */
export function pageBody(page: Pick<RenderedPage, 'bytes'>, nonce: string, { notModified, coding }: PageNegotiation): Buffer | null {
  if (notModified) return null;
  const html = page.bytes(nonce);
  if (coding === 'br') return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (coding === 'gzip') return zlib.gzipSync(html, { level: 6 });
  return html;
}

/** The status, headers and body of a page's response for one request (the Fastify route's; the fast path keeps the headers). */
export function pageAnswer(
  page: Pick<RenderedPage, 'status' | 'bytes' | 'etag'>,
  nonce: string,
  request: { ifNoneMatch: string | string[] | undefined; acceptEncoding: string | string[] | undefined },
): { status: number; headers: Record<string, string>; body: Buffer | null } {
  const negotiated = negotiatePage(page, request);
  return {
    status: negotiated.notModified ? 304 : page.status,
    headers: pageContentHeaders(page, negotiated),
    body: pageBody(page, nonce, negotiated),
  };
}
