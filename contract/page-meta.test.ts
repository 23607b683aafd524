import { DEFAULT_SITE_CONTACT } from './site';
import { courseListMeta, courseMeta, postMeta, workshopMeta } from './item-page-meta';
import { jobMeta } from './job-page-meta';
import { clip, DEFAULT_SHARE_IMAGE, headTags, notFoundMeta, shareImage, shareImageOf, STATIC_PAGE_META } from './page-meta';
import { dataScienceCourse, marchBatch, NOON_1_MARCH_2026 as NOW, novemberJob } from './test-fixtures';

const SITE_URL = 'https://itx.example';

const job = novemberJob({ title: 'Python Trainer', jobDescription: 'Teach Python and Django to classroom batches. '.repeat(8) });

const dataScience = dataScienceCourse({
  summary: 'Statistics, Python, machine learning and model deployment, taught on real datasets from retail, banking and healthcare.',
  batches: [marchBatch({ mode: 'both', timing: '7 – 9 AM', seats: null })],
});

const types = (tags: ReturnType<typeof headTags>) => tags.jsonLd.map((d) => (d as Record<string, unknown>)['@type']);

describe('page metadata', () => {
  it('gives every public page its own path, a title, a description search results show whole, and keywords', () => {
    const metas = [...Object.values(STATIC_PAGE_META), courseMeta(dataScience, NOW)];
    expect(new Set(metas.map((m) => m.path)).size).toBe(metas.length);
    for (const meta of metas) {
      expect([meta.path, meta.description.length <= 160]).toEqual([meta.path, true]);
      expect([meta.path, meta.title.length > 0, meta.keywords.length > 0, meta.noIndex]).toEqual([meta.path, true, true, false]);
    }
  });

  it('resolves the head: suffixed title, own canonical, Open Graph and Twitter tags, organization and breadcrumbs', () => {
    const tags = headTags(STATIC_PAGE_META.careers, `${SITE_URL}/`, DEFAULT_SITE_CONTACT);
    expect(tags.title).toBe('Careers | ITX Hyderabad');
    expect(tags.canonical).toBe(`${SITE_URL}/careers`);
    expect(Object.fromEntries(tags.properties)).toMatchObject({
      'og:type': 'website',
      'og:title': 'Careers | ITX Hyderabad',
      'og:url': `${SITE_URL}/careers`,
      'og:image': `${SITE_URL}/images/og-default.png`,
      'og:image:alt': 'ITX Hyderabad logo: Industry-ready IT training in Hyderabad',
    });
    expect(Object.fromEntries(tags.names)).toMatchObject({
      description: STATIC_PAGE_META.careers.description,
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Careers | ITX Hyderabad',
      'twitter:image:alt': 'ITX Hyderabad logo: Industry-ready IT training in Hyderabad',
    });
    expect(types(tags)).toEqual(['EducationalOrganization', 'BreadcrumbList']);
    expect(types(headTags(STATIC_PAGE_META.home, SITE_URL, DEFAULT_SITE_CONTACT))).toEqual(['EducationalOrganization']);
  });

  it('course, post and workshop pages carry their own structured data and a shareable raster image', () => {
    const course = headTags(courseMeta(dataScience, NOW), SITE_URL, DEFAULT_SITE_CONTACT);
    expect(types(course)).toEqual(['EducationalOrganization', 'BreadcrumbList', 'Course']);
    expect(Object.fromEntries(course.properties)['og:image']).toBe(`${SITE_URL}/images/courses/data-science.png`);
    // Link previews describe their picture (issue 21): the course's own banner here.
    expect(Object.fromEntries(course.properties)['og:image:alt']).toBe('Data Science course banner');
    expect(Object.fromEntries(course.names)['twitter:image:alt']).toBe('Data Science course banner');
    // A picture the preview cannot show (an SVG without its rendered PNG) gives way to the default card and its text.
    const plain = headTags(courseMeta({ ...dataScience, image: '/images/other/art.svg' }, NOW), SITE_URL, DEFAULT_SITE_CONTACT);
    expect(Object.fromEntries(plain.properties)).toMatchObject({
      'og:image': `${SITE_URL}/images/og-default.png`,
      'og:image:alt': 'ITX Hyderabad logo: Industry-ready IT training in Hyderabad',
    });

    const post = headTags(
      postMeta({
        slug: 'sql',
        title: 'SQL Window Functions',
        description: 'Ranks and running totals.',
        createdAt: '2026-01-10T08:00:00.000Z',
        updatedAt: '2026-01-12T08:00:00.000Z',
        image: '/api/images/abc-960.webp',
      }),
      SITE_URL,
      DEFAULT_SITE_CONTACT,
    );
    expect(types(post)).toEqual(['EducationalOrganization', 'BreadcrumbList', 'BlogPosting']);
    expect(Object.fromEntries(post.properties)).toMatchObject({
      'og:type': 'article',
      'og:image': `${SITE_URL}/api/images/abc-960.webp`,
      'og:image:alt': 'SQL Window Functions',
    });

    const workshop = headTags(
      workshopMeta({
        slug: 'data-science',
        title: 'Data Science Workshop',
        description: 'Three hours from a raw CSV to a first model.',
        category: 'Data Science',
        startsAt: '2026-09-12T08:30:00.000Z',
        endsAt: '2026-09-12T11:30:00.000Z',
        status: 'full',
        image: '/images/workshops/data-science.svg',
      }),
      SITE_URL,
      DEFAULT_SITE_CONTACT,
    );
    expect(workshop.title).toBe('Data Science Workshop | ITX Hyderabad');
    expect(types(workshop)).toEqual(['EducationalOrganization', 'BreadcrumbList', 'Event']);
    // The page's own dates and a fully booked workshop's sold-out offer.
    expect(workshop.jsonLd[2]).toMatchObject({
      startDate: '2026-09-12T14:00:00+05:30',
      endDate: '2026-09-12T17:00:00+05:30',
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    expect(Object.fromEntries(workshop.properties)['og:image']).toBe(`${SITE_URL}/images/workshops/data-science.png`);
  });

  it('a course page names its next batch only while one takes applications', () => {
    expect(courseMeta(dataScience, NOW).description).toMatch(
      /^Data Science at ITX Hyderabad: 47 modules over 20 Weeks, next batch Mar 16th 2026\. /,
    );
    const later = courseMeta(dataScience, new Date('2026-03-12T06:30:00Z'));
    expect(later.description).toMatch(/^Data Science at ITX Hyderabad: 47 modules over 20 Weeks\. Statistics/);
    expect(later.description).not.toContain('next batch');
  });

  it('the course list carries an ItemList of its courses once they are known', () => {
    expect(types(headTags(courseListMeta([]), SITE_URL, DEFAULT_SITE_CONTACT))).toEqual(['EducationalOrganization', 'BreadcrumbList']);
    const list = headTags(courseListMeta([dataScience]), SITE_URL, DEFAULT_SITE_CONTACT);
    expect(list.canonical).toBe(`${SITE_URL}/courses`);
    expect(types(list)).toEqual(['EducationalOrganization', 'BreadcrumbList', 'ItemList']);
  });

  it('an open job is a JobPosting; a closed one stays readable but leaves search (noindex, no JobPosting)', () => {
    const open = headTags(jobMeta(job, new Date('2026-12-01T00:00:00Z')), SITE_URL, DEFAULT_SITE_CONTACT);
    expect(open.title).toBe('Python Trainer Job in HITEC City, Hyderabad | ITX Hyderabad');
    expect(types(open)).toEqual(['EducationalOrganization', 'BreadcrumbList', 'JobPosting']);
    expect(open.canonical).toBe(`${SITE_URL}/careers/python-trainer`);
    expect(Object.fromEntries(open.names).description?.length).toBeLessThanOrEqual(160);

    const closed = headTags(jobMeta(job, new Date('2027-01-01T00:00:00Z')), SITE_URL, DEFAULT_SITE_CONTACT);
    expect(closed.canonical).toBeNull();
    expect(Object.fromEntries(closed.names).robots).toBe('noindex');
    expect(closed.jsonLd).toEqual([]);
  });

  it('a job switched closed leaves search and its JobPosting at once, before its closing date', () => {
    const closed = headTags(jobMeta({ ...job, open: false }, new Date('2026-12-01T00:00:00Z')), SITE_URL, DEFAULT_SITE_CONTACT);
    expect(Object.fromEntries(closed.names).robots).toBe('noindex');
    expect(closed.jsonLd).toEqual([]);
  });

  it('missing items: noindex, no canonical, no page address in Open Graph', () => {
    const tags = headTags(notFoundMeta('Blog', '/blogs/nope'), SITE_URL, DEFAULT_SITE_CONTACT);
    expect(tags.title).toBe('Blog not found | ITX Hyderabad');
    expect(tags.canonical).toBeNull();
    expect(tags.properties.some(([p]) => p === 'og:url')).toBe(false);
    expect(tags.names.some(([n]) => n === 'keywords')).toBe(false);
  });
});

describe('share images and descriptions', () => {
  it('uses the rendered PNG of a course or workshop illustration, the default for other SVGs, rasters as they are', () => {
    expect(shareImage('/images/courses/mern-stack.svg')).toBe('/images/courses/mern-stack.png');
    expect(shareImage('/images/workshops/workshop.svg')).toBe('/images/workshops/workshop.png');
    expect(shareImage('/images/hero/data-science.svg')).toBe(DEFAULT_SHARE_IMAGE);
    expect(shareImage('https://cdn.example/x.svg')).toBe(DEFAULT_SHARE_IMAGE);
    expect(shareImage('/api/images/abc-960.webp')).toBe('/api/images/abc-960.webp');
    expect(shareImage(null)).toBe(DEFAULT_SHARE_IMAGE);
  });

  it('picks the largest uploaded variant that is at most 1200 px wide', () => {
    expect(shareImageOf({ hash: 'abc', widths: [1600, 480, 960] })).toBe('/api/images/abc-960.webp');
    expect(shareImageOf({ hash: 'abc', widths: [1600, 2400] })).toBe('/api/images/abc-1600.webp');
    expect(shareImageOf(null)).toBeNull();
  });

  it('clips long text at a word, marking the cut', () => {
    expect(clip('short  text\n here')).toBe('short text here');
    const long = clip('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});
