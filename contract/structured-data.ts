import { areaOf, type SiteContact } from './site';
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
  addressCountry: SiteContact['address']['country'];
}

/** The institute's address (Site settings). */
export function postalAddress(site: SiteContact): PostalAddressJsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/** The institute's campus, where classroom batches and workshops take place: named by its area, the street line's last part ("ITX HITEC City"). */
export function campusPlace(site: SiteContact): JsonLd {
  return { '@type': 'Place', name: `${site.name} ${areaOf(site)}`, address: postalAddress(site) };
}

/** E.164 form of a display phone number ("+91 90000 12345" → "+919000012345"). */
function e164(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** The institute itself: on every page, from the contact facts staff keep in Site settings. */
export function buildOrganizationJsonLd(siteUrl: string, site: SiteContact): JsonLd {
  const base = origin(siteUrl);
  return {
    '@context': SCHEMA,
    '@type': 'EducationalOrganization',
    '@id': organizationId(siteUrl),
    name: site.name,
    legalName: site.legalName,
    description: `${site.tagline}: classroom and online courses with placement support.`,
    url: `${base}/`,
    logo: `${base}/logo.svg`,
    image: `${base}/logo.svg`,
    email: site.email,
    telephone: e164(site.phones[0] ?? ''),
    address: postalAddress(site),
    contactPoint: site.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: e164(phone),
      email: site.email,
      contactType: 'admissions',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi', 'te'],
    })),
    sameAs: site.social.map((s) => s.url),
    // The office hours (docs/product.md §1); a day not listed is a closed day.
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...site.officeHours.days],
        opens: site.officeHours.opens,
        closes: site.officeHours.closes,
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
