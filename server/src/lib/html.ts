import { isIndexable, type SeoPage } from '../seo/pages';
import { escapeHtml, jsonForScript } from '../seo/escape';
import { SITE } from '@contract';

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
  preloadImages?: readonly string[];
}

function attr(value: string): string {
  return escapeHtml(value);
}

/**
 * The head tags of a page. Each carries `data-ssr` so the SPA's PageHead can drop them once it renders
 * its own (no duplicated title or canonical after the app starts).
 */
export function headTags(page: SeoPage): string {
  const tags = [
    `<title data-ssr>${escapeHtml(page.title)}</title>`,
    `<meta data-ssr name="description" content="${attr(page.description)}">`,
    `<meta data-ssr name="keywords" content="${attr(page.keywords)}">`,
  ];
  if (page.canonical) tags.push(`<link data-ssr rel="canonical" href="${attr(page.canonical)}">`);
  if (page.noIndex) tags.push('<meta data-ssr name="robots" content="noindex">');
  tags.push(
    `<meta data-ssr property="og:type" content="${page.ogType}">`,
    `<meta data-ssr property="og:site_name" content="${attr(SITE.legalName)}">`,
    `<meta data-ssr property="og:locale" content="en_IN">`,
    `<meta data-ssr property="og:title" content="${attr(page.title)}">`,
    `<meta data-ssr property="og:description" content="${attr(page.description)}">`,
    ...(page.canonical ? [`<meta data-ssr property="og:url" content="${attr(page.canonical)}">`] : []),
    `<meta data-ssr property="og:image" content="${attr(page.image)}">`,
    `<meta data-ssr name="twitter:card" content="summary_large_image">`,
    `<meta data-ssr name="twitter:title" content="${attr(page.title)}">`,
    `<meta data-ssr name="twitter:description" content="${attr(page.description)}">`,
    `<meta data-ssr name="twitter:image" content="${attr(page.image)}">`,
  );
  for (const data of page.jsonLd) tags.push(`<script data-ssr type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('');
}

/** Scripts every page needs before the app: the data layer, the tag manager when GTM_ID is set. */
function inlineScripts(gtmId: string | null, leadFormKey: string): string {
  // The `js` class hides the crawler text before first paint when scripts run: the SPA replaces it
  // on start, so a visitor never sees it flash; crawlers and visitors without JavaScript read it.
  const scripts = [
    `<script nonce="${NONCE}">document.documentElement.classList.add('js');window.dataLayer=window.dataLayer||[];</script>`,
    `<style nonce="${NONCE}">.js #root>.ssr-fallback{display:none}</style>`,
    // Read by the SPA's lead forms, so changing LEAD_FORM_KEY on the server never strands them on a 404.
    `<meta name="itx-lead-form-key" content="${attr(leadFormKey)}">`,
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

/** A page's HTML with the nonce left open: `html(nonce)` gives the bytes of one response. */
export interface RenderedPage {
  status: number;
  /** `isIndexable` of the page. */
  indexable: boolean;
  html: (nonce: string) => string;
  /** The same as bytes: parts encoded once, joined around the nonce per response. */
  bytes: (nonce: string) => Buffer;
}

export function renderPage(template: HtmlTemplate, page: SeoPage, options: RenderOptions): RenderedPage {
  const preload = [
    ...options.preloadScripts.map((href) => `<link rel="preload" as="script" href="${attr(href)}">`),
    ...(options.preloadImages ?? []).map((href) => `<link rel="preload" as="image" href="${attr(href)}" fetchpriority="high">`),
  ].join('');
  const source =
    template.head +
    inlineScripts(options.gtmId, options.leadFormKey) +
    headTags(page) +
    preload +
    template.beforeRoot +
    `<div class="ssr-fallback">${page.body}</div>` +
    template.afterRoot;
  const parts = source.split(NONCE);
  const encoded = parts.map((part) => Buffer.from(part));
  return {
    status: page.status,
    indexable: isIndexable(page),
    html: (nonce) => parts.join(nonce),
    bytes: (nonce) => {
      const n = Buffer.from(nonce);
      const list: Buffer[] = [];
      encoded.forEach((part, i) => {
        if (i > 0) list.push(n);
        list.push(part);
      });
      return Buffer.concat(list);
    },
  };
}
