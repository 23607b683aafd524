import type { ReactElement } from 'react';
import { render as renderBare } from '@testing-library/react';
import { courseMeta, DEFAULT_SITE_CONTACT, privateMeta, STATIC_PAGE_META } from '@contract';
import { SiteFactsProvider } from '@/shared/lib/contact-links';
import { courseDto } from '@/shared/lib/test';
import { PageHead } from './page-head';

/** The head with the seeded contact facts, as the app frame gives them from Site settings. */
const render = (ui: ReactElement) =>
  renderBare(ui, { wrapper: ({ children }) => <SiteFactsProvider contact={DEFAULT_SITE_CONTACT}>{children}</SiteFactsProvider> });

/** The head as the server sends it: its own tags marked data-ssr, and the public origin. */
function serverHead(): void {
  document.head.innerHTML =
    '<meta name="itx-site-url" content="https://www.itxhyderabad.in">' +
    '<title data-ssr>Courses | ITX Hyderabad</title>' +
    '<meta data-ssr name="description" content="from the server">' +
    '<link data-ssr rel="canonical" href="https://www.itxhyderabad.in/courses">' +
    '<meta data-ssr property="og:url" content="https://www.itxhyderabad.in/courses">' +
    '<script data-ssr type="application/ld+json">{"@type":"EducationalOrganization"}</script>' +
    '<meta name="viewport" content="width=device-width">';
}

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
const contents = (selector: string) => [...document.querySelectorAll(selector)].map((m) => m.getAttribute('content'));

const dataScience = courseDto({ title: 'Data Science' });

describe('PageHead', () => {
  beforeEach(serverHead);

  it('replaces the server head: one title, one description, one canonical on the public origin the server names', () => {
    render(<PageHead meta={courseMeta(dataScience)} />);
    expect(document.title).toBe('Data Science Course in Hyderabad | ITX Hyderabad');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    const canonicals = [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.getAttribute('href'));
    expect(canonicals).toEqual(['https://www.itxhyderabad.in/courses/data-science']);
    expect(contents('meta[name="description"]')).toEqual([courseMeta(dataScience).description]);
    // Link previews get the PNG rendered from the course's illustration, never an SVG.
    expect(contents('meta[property="og:image"]')).toEqual(['https://www.itxhyderabad.in/images/courses/data-science.png']);
    expect(contents('meta[name="twitter:image"]')).toEqual(['https://www.itxhyderabad.in/images/courses/data-science.png']);
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(jsonLd().map((d) => d['@type'])).toEqual(['EducationalOrganization', 'BreadcrumbList', 'Course']);
    expect(jsonLd()[2]).toMatchObject({ url: 'https://www.itxhyderabad.in/courses/data-science' });
  });

  it('keeps the head right when the page changes', () => {
    const { rerender } = render(<PageHead meta={STATIC_PAGE_META.blogs} />);
    rerender(<PageHead meta={STATIC_PAGE_META.careers} />);
    expect(document.title).toBe('Careers | ITX Hyderabad');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.itxhyderabad.in/careers');
    expect(contents('meta[property="og:url"]')).toEqual(['https://www.itxhyderabad.in/careers']);
    expect(jsonLd().map((d) => d['@type'])).toEqual(['EducationalOrganization', 'BreadcrumbList']);
  });

  it('noindex pages carry no canonical, no page address and no structured data; the home page has no breadcrumb', () => {
    const { unmount } = render(<PageHead meta={privateMeta('Admin Login', 'Staff area.', '/admin/login')} />);
    expect(contents('meta[name="robots"]')).toEqual(['noindex']);
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[property="og:url"]')).toBeNull();
    expect(jsonLd()).toEqual([]);
    unmount();
    render(<PageHead meta={STATIC_PAGE_META.home} />);
    expect(document.title).toBe('IT Training Institute in Hyderabad | ITX Hyderabad');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(jsonLd().map((d) => d['@type'])).toEqual(['EducationalOrganization']);
  });
});
