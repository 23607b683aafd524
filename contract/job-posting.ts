import { JOB_DEFAULTS } from './constants';
import type { JobDto } from './job';
import type { SiteContact } from './site';
import { postalAddress, type PostalAddressJsonLd } from './structured-data';
import { withoutTrailingSlashes } from './text';

/** schema.org JobPosting as Google's job search reads it (required and recommended properties). */
export interface JobPostingJsonLd {
  '@context': 'https://schema.org/';
  '@type': 'JobPosting';
  title: string;
  description: string;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  url: string;
  datePosted: string;
  validThrough: string;
  employmentType: 'FULL_TIME' | 'PART_TIME';
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs: string[]; logo: string };
  jobLocation: {
    '@type': 'Place';
    address: PostalAddressJsonLd;
  };
  baseSalary: {
    '@type': 'MonetaryAmount';
    currency: string;
    value: { '@type': 'QuantitativeValue'; value: number; unitText: string };
  };
  experienceRequirements: { '@type': 'OccupationalExperienceRequirements'; monthsOfExperience: number } | 'no requirements';
  directApply: true;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The job's full text as the HTML Google asks for: the description's paragraphs, then the responsibilities. */
export function jobPostingDescriptionHtml(job: Pick<JobDto, 'jobDescription' | 'keyResponsibilities'>): string {
  const paragraphs = job.jobDescription
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeHtml(p)}</p>`);
  const items = job.keyResponsibilities.filter((r) => r.trim() !== '').map((r) => `<li>${escapeHtml(r.trim())}</li>`);
  const list = items.length > 0 ? `<p><strong>Key responsibilities</strong></p><ul>${items.join('')}</ul>` : '';
  return paragraphs.join('') + list;
}

/** Jobs at the institute get its full address; a job elsewhere gets its town, still in India. */
function jobAddress(location: string, site: SiteContact): PostalAddressJsonLd {
  const place = location.trim() || JOB_DEFAULTS.location;
  if (place.toLowerCase().includes(site.address.locality.toLowerCase())) {
    return postalAddress(site);
  }
  return { '@type': 'PostalAddress', addressLocality: place, addressCountry: site.address.country };
}

/**
 * The JobPosting structured data of one job (docs/product.md D6: the job's own validThrough, salary
 * default 25000 INR a month). Pure: the SPA's job page and the server's HTML render the same object.
 * `siteUrl` is the public origin, e.g. https://itxhyderabad.in (a trailing slash is ignored).
 */
export function buildJobPostingJsonLd(job: JobDto, siteUrl: string, site: SiteContact): JobPostingJsonLd {
  const origin = withoutTrailingSlashes(siteUrl);
  const salary = job.salary ?? JOB_DEFAULTS.salary;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: jobPostingDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job._id },
    url: `${origin}/careers/${job.slug}`,
    datePosted: job.createdAt,
    validThrough: job.validThrough,
    employmentType: job.jobType === 'part-time' ? 'PART_TIME' : 'FULL_TIME',
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: [origin, ...site.social.map((s) => s.url)],
      logo: `${origin}/logo.svg`,
    },
    jobLocation: { '@type': 'Place', address: jobAddress(job.location, site) },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: salary.currency,
      value: { '@type': 'QuantitativeValue', value: salary.value, unitText: salary.unit },
    },
    experienceRequirements:
      job.experienceRequired > 0
        ? { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: Math.round(job.experienceRequired * 12) }
        : 'no requirements',
    directApply: true,
  };
}
