import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { PENDING_SUBMIT_GUARD } from '@contract';
import { escapeHtml } from '../seo/escape';
import { NONCE_SLOT, type RenderedHtml } from '../seo/renderer';
import { contentCoding, etagMatches, type ContentCoding } from './http-negotiation';

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
  /** PUBLIC_URL's origin. */
  siteUrl: string;
  /** Script files to preload: the rendered routes' own chunks. */
  preloadScripts: readonly string[];
}

function attr(value: string): string {
  return escapeHtml(value);
}

/**
 * Scripts every page needs before the app: the data layer, the guard that holds a form's submit until
 * React has taken the form over (contract/renderer.ts), the tag manager when GTM_ID is set.
 */
function inlineScripts({ gtmId, leadFormKey, siteUrl }: Omit<RenderOptions, 'preloadScripts'>): string {
  const scripts = [
    `<script nonce="${NONCE_SLOT}">window.dataLayer=window.dataLayer||[];${PENDING_SUBMIT_GUARD}</script>`,
    // Read by the SPA's lead forms, so changing LEAD_FORM_KEY on the server never strands them on a 404.
    `<meta name="itx-lead-form-key" content="${attr(leadFormKey)}">`,
    // The public origin (PUBLIC_URL) of canonical links and structured data, for the SPA's PageHead.
    `<meta name="itx-site-url" content="${attr(siteUrl)}">`,
  ];
  if (gtmId) {
    scripts.push(
      `<script nonce="${NONCE_SLOT}">(function(w,d,s,l,i){w[l].push({'gtm.start':Date.now(),event:'gtm.js'});` +
        `var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;` +
        `f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');</script>`,
    );
  }
  return scripts.join('');
}

/** A page's HTML with the nonce left open: `bytes(nonce)` gives the body of one response. */
export interface RenderedPage {
  status: number;
  /** Found, and with a canonical link: search engines may index it. */
  indexable: boolean;
  /** The page with this nonce, in a buffer of its own that the caller may keep. */
  bytes: (nonce: string) => Buffer;
  /**
   * The page with this nonce in a kept copy, lent for one write: `release()` once the copy is no longer
   * needed (the response's 'finish', or after a synchronous use) lets a later response use it again.
   * A copy that is never released is simply left to the garbage collector.
   */
  lend: (nonce: string) => LentPage;
  /** Of the page without its nonce, so it is the same for every response of the same page. */
  etag: string;
}

export interface LentPage {
  body: Buffer;
  release: () => void;
}

/** The width of a CSP nonce (16 random bytes in base64, security.ts `nonceSource`): the width of its slots in a kept copy. */
export const NONCE_WIDTH = 24;
/** Copies of one page kept for reuse: more than this are in flight only under a burst on the same page. */
const SPARE_COPIES = 4;

/**
 * A page's bytes with fixed-width places for the nonce. A response writes its nonce into the places of a
 * spare copy and sends that copy whole: per response that is a few bytes written instead of the page copied
 * (about 0.1 ms for 200 KB) or sent as a dozen pieces (each write has its own cost in Node's HTTP layer).
 * Node keeps no such pool of its own, hence this one.
 */
function pageCopies(parts: readonly Buffer[]): { lend: (nonce: string) => LentPage; bytes: (nonce: string) => Buffer } {
  const slots: number[] = [];
  let length = 0;
  for (let i = 0; i < parts.length; i += 1) {
    if (i > 0) {
      slots.push(length);
      length += NONCE_WIDTH;
    }
    length += (parts[i] as Buffer).length;
  }
  const copy = (nonce: string): Buffer => {
    // One allocation and a copy of each part: a nonce is base64, so its bytes are its characters.
    const body = Buffer.allocUnsafe(length - NONCE_WIDTH * slots.length + nonce.length * slots.length);
    let at = 0;
    for (let i = 0; i < parts.length; i += 1) {
      if (i > 0) at += body.write(nonce, at, 'latin1');
      at += (parts[i] as Buffer).copy(body, at);
    }
    return body;
  };
  const spare: Buffer[] = [];
  const noRelease = () => undefined;
  return {
    bytes: copy,
    lend: (nonce) => {
      if (nonce.length !== NONCE_WIDTH) return { body: copy(nonce), release: noRelease };
      const body = spare.pop() ?? copy(nonce);
      for (const at of slots) body.write(nonce, at, 'latin1');
      let released = false;
      return {
        body,
        release: () => {
          if (released) return;
          released = true;
          if (spare.length < SPARE_COPIES) spare.push(body);
        },
      };
    },
  };
}

/**
 * The built index.html around React's render of the page: its head tags and critical CSS in the head,
 * its markup in #root, and the state the browser hydrates from after it. `rendered` null: the page
 * could not be rendered on the server, and the app builds it in the browser.
 */
export function renderPage(template: HtmlTemplate, rendered: RenderedHtml | null, options: RenderOptions): RenderedPage {
  const source =
    template.head +
    inlineScripts(options) +
    options.preloadScripts.map((href) => `<link rel="preload" as="script" href="${attr(href)}">`).join('') +
    (rendered ? rendered.head + rendered.styles : '') +
    template.beforeRoot +
    (rendered?.body ?? '') +
    // Before the app's deferred scripts run: the store and router state they start from.
    template.afterRoot.replace('</body>', `${rendered?.state ?? ''}</body>`);
  const { lend, bytes } = pageCopies(source.split(NONCE_SLOT).map((part) => Buffer.from(part)));
  return {
    status: rendered?.status ?? 200,
    etag: `"${createHash('sha1').update(source).digest('base64url')}"`,
    indexable: rendered?.indexable ?? false,
    lend,
    bytes,
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
export function pageBody(
  page: Pick<RenderedPage, 'bytes' | 'lend'>,
  nonce: string,
  { notModified, coding }: PageNegotiation,
): Buffer | null {
  if (notModified) return null;
  if (coding === null) return page.bytes(nonce);
  // Compressed at once, so the lent copy is free again as soon as it is read.
  const html = page.lend(nonce);
  try {
    if (coding === 'br') return zlib.brotliCompressSync(html.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return zlib.gzipSync(html.body, { level: 6 });
  } finally {
    html.release();
  }
}

/** The status, headers and body of a page's response for one request (the Fastify route's; the fast path keeps the headers). */
export function pageAnswer(
  page: Pick<RenderedPage, 'status' | 'bytes' | 'lend' | 'etag'>,
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
