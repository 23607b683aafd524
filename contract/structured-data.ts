import { SITE } from './site';
import { withoutTrailingSlashes } from './text';

/**
 * schema.org structured data (JSON-LD) of the public pages. Pure builders: the server puts them into the
 * HTML it sends (crawlers and link previews that run no script), the SPA's PageHead keeps them while
 * navigating. `siteUrl` is the public origin (PUBLIC_URL); a trailing slash is ignored.
 */

export type JsonLd = Record<string, unknown>;

export const SCHEMA = 'https://schema.org';

/** The public origin without a trailing slash. */
export function origin(siteUrl: string): string {
  return withoutTrailingSlashes(siteUrl);
}

/** Absolute URL of a site path, or the URL itself when it already is absolute. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin(siteUrl)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The `@id` every other object uses to point at the institute. */
export function organizationId(siteUrl: string): string {
  return `${origin(siteUrl)}/#organization`;
}

/** A schema.org PostalAddress; the institute's own carries every part, a town elsewhere its locality only. */
export interface PostalAddressJsonLd {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: typeof SITE.address.country;
}

/** The institute's address in HITEC City. */
export function postalAddress(): PostalAddressJsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: SITE.address.street,
    addressLocality: SITE.address.locality,
    addressRegion: SITE.address.region,
    postalCode: SITE.address.postalCode,
    addressCountry: SITE.address.country,
  };
}

/** The institute's campus, where classroom batches and workshops take place. */
export function campusPlace(): JsonLd {
  return { '@type': 'Place', name: `${SITE.name} HITEC City`, address: postalAddress() };
}

/** E.164 form of a display phone number ("+91 90000 12345" → "+919000012345"). */
function e164(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** The institute itself: on every page. */
export function buildOrganizationJsonLd(siteUrl: string): JsonLd {
  const base = origin(siteUrl);
  return {
    '@context': SCHEMA,
    '@type': 'EducationalOrganization',
    '@id': organizationId(siteUrl),
    name: SITE.name,
    legalName: SITE.legalName,
    description: `${SITE.tagline}: classroom and online courses with placement support.`,
    url: `${base}/`,
    logo: `${base}/logo.svg`,
    image: `${base}/logo.svg`,
    email: SITE.email,
    telephone: e164(SITE.phones[0]),
    address: postalAddress(),
    contactPoint: SITE.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: e164(phone),
      email: SITE.email,
      contactType: 'admissions',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi', 'te'],
    })),
    sameAs: SITE.social.map((s) => s.url),
    // The office hours of SITE (docs/product.md §1); a day not listed (Sunday) is a closed day.
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...SITE.officeHours.days],
        opens: SITE.officeHours.opens,
        closes: SITE.officeHours.closes,
      },
    ],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home › … › the page; `trail` excludes Home, which is always first. */
export function buildBreadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]): JsonLd {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<` escaped so no text can close the script,
 * and the two line separators JavaScript parsers once refused.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
