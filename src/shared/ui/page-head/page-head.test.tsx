import { render } from '@testing-library/react';
import { PageHead } from './page-head';

function serverHead(): void {
  document.head.innerHTML =
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

describe('PageHead', () => {
  beforeEach(serverHead);

  it('replaces the server head: one title, one description, one canonical on the public origin', () => {
    render(
      <PageHead
        title="Data Science"
        description="Learn data science."
        path="/courses/data-science"
        breadcrumbs={[{ name: 'Courses', path: '/courses' }]}
      />,
    );
    expect(document.title).toBe('Data Science | ITX Hyderabad');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    const canonicals = [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.getAttribute('href'));
    expect(canonicals).toEqual(['https://www.itxhyderabad.in/courses/data-science']);
    expect([...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'))).toEqual([
      'Learn data science.',
    ]);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://www.itxhyderabad.in/images/og-default.png',
    );
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(jsonLd().map((d) => d['@type'])).toEqual(['EducationalOrganization', 'BreadcrumbList']);
  });

  it('keeps the head right when the page changes', () => {
    const { rerender } = render(<PageHead title="Blogs" description="All posts." path="/blogs" />);
    rerender(<PageHead title="Careers" description="Open jobs." path="/careers" jsonLd={[{ '@type': 'ItemList' }]} />);
    expect(document.title).toBe('Careers | ITX Hyderabad');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.itxhyderabad.in/careers');
    expect(jsonLd().map((d) => d['@type'])).toEqual(['EducationalOrganization', 'ItemList']);
  });

  it('noindex pages carry no canonical and no structured data; the home page keeps its whole title', () => {
    const { unmount } = render(<PageHead title="Admin" description="Staff area." path="/admin/login" noIndex />);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(jsonLd()).toEqual([]);
    unmount();
    render(<PageHead title="ITX | IT Training Institute in Hyderabad" absoluteTitle description="Home." path="/" />);
    expect(document.title).toBe('ITX | IT Training Institute in Hyderabad');
  });
});
