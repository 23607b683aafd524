import { createHash } from 'node:crypto';
import { PENDING_SUBMIT_GUARD } from '@contract';
import { escapeHtml } from '../seo/escape';
import type { RenderedHtml } from '../seo/renderer';

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
 * What every page needs before the app, as a file (no inline script: the CSP allows scripts from this
 * origin only, and a page's bytes are the same for every visitor): the data layer, the guard that holds
 * a form's submit until React has taken the form over (contract/renderer.ts), and the tag manager when
 * the page names a GTM_ID.
 */
const BOOT_SCRIPT_SOURCE =
  `window.dataLayer=window.dataLayer||[];${PENDING_SUBMIT_GUARD}` +
  `(function(d){var m=d.querySelector('meta[name="itx-gtm-id"]');if(!m||!m.content)return;` +
  `window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});var j=d.createElement('script');j.async=true;` +
  `j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(m.content);d.head.appendChild(j);})(document);`;

/** The boot script and its address, named by its content so it may be cached for a year. */
export const BOOT_SCRIPT = {
  path: `/boot.${createHash('sha1').update(BOOT_SCRIPT_SOURCE).digest('hex').slice(0, 12)}.js`,
  source: BOOT_SCRIPT_SOURCE,
} as const;

/**
 * First in the head: the boot script, deferred like the app's bundles but before them, so the submit guard
 * is on before any of the app runs (a visitor cannot fill and send a form before the page has been parsed).
 */
function bootTags({ gtmId, leadFormKey, siteUrl }: Omit<RenderOptions, 'preloadScripts'>): string {
  return (
    `<script defer src="${BOOT_SCRIPT.path}"></script>` +
    // Read by the SPA's lead forms, so changing LEAD_FORM_KEY on the server never strands them on a 404.
    `<meta name="itx-lead-form-key" content="${attr(leadFormKey)}">` +
    // The public origin (PUBLIC_URL) of canonical links and structured data, for the SPA's PageHead.
    `<meta name="itx-site-url" content="${attr(siteUrl)}">` +
    (gtmId ? `<meta name="itx-gtm-id" content="${attr(gtmId)}">` : '')
  );
}

/** A page's HTML: the same bytes for every visitor, so the server, a proxy or a CDN may keep it. */
export interface RenderedPage {
  status: number;
  /** Found, and with a canonical link: search engines may index it. */
  indexable: boolean;
  html: string;
}

const HEAD_OPEN = /<head[^>]*>/i;

/**
 * The built index.html around React's render of the page: its head tags and critical CSS in the head,
 * its markup in #root, and the state the browser hydrates from after it. `rendered` null: the page
 * could not be rendered on the server, and the app builds it in the browser.
 */
export function renderPage(template: HtmlTemplate, rendered: RenderedHtml | null, options: RenderOptions): RenderedPage {
  const headOpen = HEAD_OPEN.exec(template.head);
  const at = headOpen ? headOpen.index + headOpen[0].length : 0;
  const html =
    template.head.slice(0, at) +
    bootTags(options) +
    template.head.slice(at) +
    options.preloadScripts.map((href) => `<link rel="preload" as="script" href="${attr(href)}">`).join('') +
    (rendered ? rendered.head + rendered.styles : '') +
    template.beforeRoot +
    (rendered?.body ?? '') +
    // Before the app's deferred scripts run: the store and router state they start from.
    template.afterRoot.replace('</body>', `${rendered?.state ?? ''}</body>`);
  return { status: rendered?.status ?? 200, indexable: rendered?.indexable ?? false, html };
}
