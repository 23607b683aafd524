import fs from 'node:fs';
import zlib from 'node:zlib';
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import robotsParser from 'robots-parser';
import { API, formatCourseDate, istDay, NO_OPEN_BATCH_MESSAGE, WORKSHOP_ENDED_MESSAGE, type BlogDto } from '@contract';
import { eq } from 'drizzle-orm';
import { adminCookie, buildTestApp, DB_KIND, jobRow, type TestApp } from './helper';
import { seedCourses } from '../src/db/seed/courses';
import { blogs, jobs, workshops } from '../src/db/schema';
import { PublicCache } from '../src/plugins/app/public-cache';
import { fakeBuild } from './support/fake-build';
import { setClock } from './support/clock';

// Building an app on a fresh database takes seconds on a busy machine.
jest.setTimeout(60_000);

const SITE_URL = 'https://www.itx-test.in';

interface Head {
  status: number;
  title: string | null;
  meta: (key: string) => string | null;
  canonical: string[];
  jsonLd: Record<string, unknown>[];
  root: string;
  html: string;
}

function attrOf(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? (m[1] ?? null) : null;
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parse(status: number, html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]);
  return {
    status,
    html,
    title: /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    meta: (key) => {
      const tag = metas.find((t) => attrOf(t, 'name') === key || attrOf(t, 'property') === key);
      const content = tag ? attrOf(tag, 'content') : null;
      return content === null ? null : decode(content);
    },
    canonical: [...head.matchAll(/<link\s[^>]*rel="canonical"[^>]*>/g)].map((m) => attrOf(m[0], 'href') ?? ''),
    // Structured data anywhere in the document, as crawlers read it (React renders it with the page).
    jsonLd: [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    ),
    root: html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>')),
  };
}

function ofType(head: Head, type: string): Record<string, unknown> {
  const found = head.jsonLd.filter((d) => d['@type'] === type);
  expect(found).toHaveLength(1);
  return found[0] as Record<string, unknown>;
}

/** The properties every page type must carry (Google's required and recommended ones). */
function expectProps(data: Record<string, unknown>, props: string[]): void {
  for (const p of props) {
    expect([p, data[p]]).not.toEqual([p, undefined]);
    expect([p, data[p]]).not.toEqual([p, '']);
  }
}

describe(`search-engine pages on ${DB_KIND}`, () => {
  let t: TestApp & { databaseUrl: string | null };
  const build = fakeBuild();
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.request({ method: 'GET', url, headers });
    return { res, head: parse(res.statusCode, res.body) };
  };

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_DIR: build, PUBLIC_URL: SITE_URL }, { seed: false });
    const db = t.app.database.db;
    // The course catalogue as a fresh install seeds it (its upcoming sample batches included).
    await db.transaction((tx) => seedCourses(tx));
    await db.insert(blogs).values({
      slug: 'sql-window-functions',
      title: 'SQL Window Functions for Analysts',
      description: 'Running totals, ranks and moving averages without a single self-join.',
      content: 'Window functions compute over a set of rows related to the current one.\n\nStart with ROW_NUMBER() & RANK().',
      createdAt: new Date('2026-01-10T08:00:00Z'),
      updatedAt: new Date('2026-01-12T08:00:00Z'),
    });
    await db.insert(jobs).values({
      slug: 'python-trainer',
      title: 'Python Trainer',
      location: 'Hyderabad',
      jobType: 'full-time',
      experienceRequired: 3,
      isFresher: false,
      jobDescription: 'Teach Python and Django to classroom batches in HITEC City.',
      keyResponsibilities: ['Teach', 'Review projects', 'Mentor', 'Write labs', 'Run mock interviews'],
      validThrough: new Date(Date.now() + 30 * 86400_000),
    });
    await db.insert(jobs).values(
      jobRow({
        slug: 'old-counsellor',
        title: 'Admissions Counsellor',
        jobType: 'part-time',
        experienceRequired: 0,
        isFresher: true,
        jobDescription: 'Guide visitors to the right course.',
        validThrough: new Date(Date.now() - 86400_000),
      }),
    );
    await db.insert(workshops).values({
      slug: 'data-science',
      title: 'Data Science Workshop',
      description: 'Three hours from a raw CSV to a first model.',
      category: 'Data Science',
      startsAt: new Date('2099-09-13T14:00:00+05:30'),
      endsAt: new Date('2099-09-13T17:00:00+05:30'),
      duration: '3 hours',
      topics: [{ title: 'pandas' }, { title: 'scikit-learn' }],
      learningOutcomes: 'Clean data and train a model.',
      careerPaths: ['Data Scientist'],
      image: '/images/workshops/data-science.svg',
    });
    await t.app.publicCache.invalidate('blogs');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(build, { recursive: true, force: true });
  });

  it('home: title, description, keywords, own canonical, Open Graph, Twitter card and the organization', async () => {
    const { head } = await get('/');
    expect(head.status).toBe(200);
    expect(head.title).toBe('IT Training Institute in Hyderabad | ITX Hyderabad');
    expect(head.meta('description')).toMatch(/Hyderabad/);
    expect(head.meta('keywords')).toMatch(/IT training institute Hyderabad/);
    expect(head.canonical).toEqual([`${SITE_URL}/`]);
    expect(head.meta('og:url')).toBe(`${SITE_URL}/`);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:image')).toMatch(/^https:\/\/www\.itx-test\.in\//);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('robots')).toBeNull();
    const org = ofType(head, 'EducationalOrganization');
    expectProps(org, ['name', 'logo', 'url', 'address', 'telephone', 'email', 'sameAs']);
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Hyderabad', addressCountry: 'IN' });
    expect(org.sameAs).toHaveLength(5);
    expect((org.contactPoint as unknown[]).length).toBe(2);
    expect(head.jsonLd.some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
    // The build's own default title and description are replaced, not duplicated.
    expect(head.html.match(/<title/g)).toHaveLength(1);
    expect(head.html.match(/name="description"/g)).toHaveLength(1);
  });

  it('home: crawler text with headings, courses, posts and links inside #root; route chunk preloaded; the same bytes each time', async () => {
    const { res, head } = await get('/');
    expect(head.root).toMatch(/<h1[\s>]/);
    expect(head.root).toContain('href="/courses/data-science"');
    expect(head.root).toContain('SQL Window Functions for Analysts');
    expect(head.root).toContain('href="/blogs/sql-window-functions"');
    expect(head.root).toContain('href="/workshops"');
    // The page is whole without scripts: no part is left for a script to reveal.
    expect(head.root).not.toContain('$RC');
    expect(head.html).toContain('<link rel="preload" as="script" href="/assets/page-home.abcdef012345.js">');
    expect(head.html).not.toContain('rel="preload" as="script" href="/assets/main.');
    // The first hero picture, at high priority, where it is shown (900 px and wider; a phone loads none).
    expect(head.html).toContain(
      '<link rel="preload" href="/images/hero/data-analytics.svg" as="image" fetchPriority="high" media="(min-width: 900px)"/>',
    );
    // No per-response part (no nonce): a proxy or CDN may keep it.
    const second = await get('/');
    expect(second.res.body).toBe(res.body);
    expect(res.body).not.toMatch(/nonce/);
    // The boot script first in the head, before the app's bundles.
    expect(head.html).toMatch(/<head[^>]*><script defer src="\/boot\.[0-9a-f]{12}\.js"><\/script>/i);
    expect(head.html.indexOf('/boot.')).toBeLessThan(head.html.indexOf('/assets/main.'));
  });

  it('compresses the page for clients that accept brotli or gzip', async () => {
    const br = await t.request({ method: 'GET', url: '/careers', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Careers | ITX Hyderabad</title>');
    const gzip = await t.request({ method: 'GET', url: '/careers', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toMatch(/<h1[^>]*>Careers at ITX<\/h1>/);
    const plain = await t.request({ method: 'GET', url: '/careers' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves hashed build files for a year (immutable) in every encoding, other files for an hour', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.request({ method: 'GET', url: '/assets/main.0123456789ab.js', headers: { 'accept-encoding': encoding } });
      expect([encoding, res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
        encoding,
        200,
        encoding === 'identity' ? undefined : encoding,
        'public, max-age=31536000, immutable',
      ]);
    }
    const image = await t.request({ method: 'GET', url: '/images/hero/data-analytics.svg' });
    expect([image.statusCode, image.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
  });

  it('course page: Course with provider, course instances and offers, and a breadcrumb', async () => {
    const { head } = await get('/courses/data-science');
    expect(head.status).toBe(200);
    // Its banner, the largest paint, is fetched with the HTML.
    expect(head.html).toContain('<link rel="preload" as="image" href="/images/courses/data-science.svg" fetchPriority="high"/>');
    expect(head.title).toBe('Data Science Course in Hyderabad | ITX Hyderabad');
    // Link previews show no SVG: the PNG the build renders from the course's illustration.
    expect(head.meta('og:image')).toBe(`${SITE_URL}/images/courses/data-science.png`);
    expect(head.meta('og:image:alt')).toBe('Data Science course banner');
    expect(head.meta('twitter:image:alt')).toBe('Data Science course banner');
    expect(head.meta('itx-site-url')).toBe(SITE_URL);
    expect(head.canonical).toEqual([`${SITE_URL}/courses/data-science`]);
    const course = ofType(head, 'Course');
    expectProps(course, ['name', 'description', 'provider', 'hasCourseInstance', 'offers']);
    expect(course.provider).toMatchObject({ '@type': 'EducationalOrganization', name: 'ITX' });
    const instances = course.hasCourseInstance as Record<string, unknown>[];
    expect(instances.length).toBeGreaterThan(0);
    for (const i of instances) expectProps(i, ['courseMode', 'startDate', 'courseSchedule']);
    expect((course.offers as Record<string, unknown>[])[0]).toMatchObject({ '@type': 'Offer', category: 'Paid' });
    const crumbs = ofType(head, 'BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Courses', item: `${SITE_URL}/courses` },
      { '@type': 'ListItem', position: 3, name: 'Data Science', item: `${SITE_URL}/courses/data-science` },
    ]);
    ofType(head, 'EducationalOrganization');
    expect(head.root).toMatch(/<h1[^>]*>Data Science<\/h1>/);
  });

  it('a batch an admin adds is on the card, the course page and its JSON-LD at once, and leaves all three when its apply-by day ends, without any write', async () => {
    const cookie = await adminCookie(t.app);
    const admin = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    for (const b of (await t.app.coursesRepository.adminFind('mern-stack')).batches)
      await admin('DELETE', API.courses.batch('mern-stack', b._id));
    const courseOf = (head: Head) => ofType(head, 'Course');
    const none = await get('/courses/mern-stack');
    expect(none.head.root).toContain(NO_OPEN_BATCH_MESSAGE);
    expect(courseOf(none.head).hasCourseInstance).toBeUndefined();
    expect(JSON.stringify(courseOf(none.head).offers ?? [])).not.toContain('InStock');

    const day = (offset: number) => istDay(new Date(Date.now() + offset * 86400_000));
    const batch = { startDate: day(6), applyBy: day(2), mode: 'classroom', days: 'weekend', timing: 'Sat & Sun, 10 AM – 1 PM', seats: 25 };
    expect((await admin('POST', API.courses.batches('mern-stack'), batch)).statusCode).toBe(201);
    const shown = formatCourseDate(batch.startDate);
    const cardOf = (root: string) =>
      root.split('<article').find((a) => a.includes('data-testid="course-card"') && a.includes('>MERN Stack<')) ?? '';
    expect(cardOf((await get('/courses')).head.root)).toContain(shown);
    const page = await get('/courses/mern-stack');
    expect(page.head.root).toContain(shown);
    expect(page.head.root).not.toContain(NO_OPEN_BATCH_MESSAGE);
    const course = courseOf(page.head);
    expect(course.hasCourseInstance).toEqual([expect.objectContaining({ courseMode: 'Onsite', startDate: batch.startDate })]);
    expect((course.offers as Record<string, unknown>[])[0]).toMatchObject({
      availability: 'https://schema.org/InStock',
      validThrough: batch.applyBy,
      priceCurrency: 'INR',
    });

    // The last minute of the apply-by day in Hyderabad, then the first second after it.
    const closes = Date.parse(`${batch.applyBy}T00:00:00+05:30`) + 86400_000;
    try {
      setClock(closes - 60_000);
      expect((await get('/courses/mern-stack')).head.root).toContain(shown);
      setClock(closes + 1000);
      const after = await get('/courses/mern-stack');
      expect(after.head.root).not.toContain(shown);
      expect(after.head.root).toContain(NO_OPEN_BATCH_MESSAGE);
      expect(courseOf(after.head).hasCourseInstance).toBeUndefined();
      expect(JSON.stringify(courseOf(after.head).offers ?? [])).not.toContain('InStock');
      const card = cardOf((await get('/courses')).head.root);
      expect(card).toContain('MERN Stack');
      expect(card).not.toContain(shown);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a workshop leaves the upcoming list and its Event stops offering seats when it ends, without any write', async () => {
    const before = await get('/workshops/data-science');
    expect(ofType(before.head, 'Event').offers).toMatchObject({ availability: 'https://schema.org/InStock' });
    expect(before.head.root).not.toContain(WORKSHOP_ENDED_MESSAGE);
    try {
      setClock(Date.parse('2099-09-13T17:00:01+05:30'));
      const after = await get('/workshops/data-science');
      expect(after.head.root).toContain(WORKSHOP_ENDED_MESSAGE);
      expect(ofType(after.head, 'Event').offers).toBeUndefined();
      const list = (await get('/workshops')).head.root;
      expect(list).toContain('Past workshops');
    } finally {
      jest.useRealTimers();
    }
  });

  it('post page: BlogPosting with headline, dates, image, author and publisher; the post text for crawlers', async () => {
    const { head } = await get('/blogs/sql-window-functions');
    expect(head.status).toBe(200);
    expect(head.meta('og:type')).toBe('article');
    const post = ofType(head, 'BlogPosting');
    expectProps(post, ['headline', 'description', 'datePublished', 'dateModified', 'image', 'author', 'publisher', 'mainEntityOfPage']);
    expect(post.headline).toBe('SQL Window Functions for Analysts');
    expect(post.datePublished).toBe('2026-01-10T08:00:00.000Z');
    expect(post.dateModified).toBe('2026-01-12T08:00:00.000Z');
    expect(ofType(head, 'BreadcrumbList').itemListElement).toHaveLength(3);
    expect(head.root).toContain('Start with ROW_NUMBER() &amp; RANK().');
  });

  it('job page: JobPosting from the careers builder; an expired job has none', async () => {
    const { head } = await get('/careers/python-trainer');
    expect(head.status).toBe(200);
    const job = ofType(head, 'JobPosting');
    expectProps(job, [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'hiringOrganization',
      'jobLocation',
      'baseSalary',
      'employmentType',
    ]);
    expect(job.baseSalary).toMatchObject({ currency: 'INR', value: { value: 25000, unitText: 'MONTH' } });
    expect(head.root).toContain('Python Trainer');
    const expired = await get('/careers/old-counsellor');
    expect(expired.head.status).toBe(200);
    expect(expired.head.jsonLd.some((d) => d['@type'] === 'JobPosting')).toBe(false);
    // A closed posting stays readable for old links but leaves search results.
    expect(expired.head.meta('robots')).toBe('noindex');
    expect(expired.head.canonical).toEqual([]);
    const list = await get('/careers');
    expect(list.head.root).toContain('href="/careers/python-trainer"');
    expect(list.head.root).not.toContain('old-counsellor');
  });

  it('a job leaves the careers page, its JobPosting and the sitemap when it closes, without any write', async () => {
    // It closes in a minute; the clock is then moved past it (on real time, a loaded machine took longer than
    // a short wait to render the pages before it).
    const closes = Date.now() + 60_000;
    await t.app.database.db
      .insert(jobs)
      .values(jobRow({ slug: 'closing-soon', title: 'Closing Soon Trainer', validThrough: new Date(closes) }));
    await t.app.publicCache.invalidate('jobs'); // as the write that created it does
    try {
      expect((await get('/careers')).head.root).toContain('href="/careers/closing-soon"');
      expect((await get('/careers/closing-soon')).head.jsonLd.some((d) => d['@type'] === 'JobPosting')).toBe(true);
      expect((await t.request({ method: 'GET', url: '/sitemap.xml' })).body).toContain('/careers/closing-soon');
      setClock(closes + 1000);
      expect((await get('/careers')).head.root).not.toContain('closing-soon');
      expect((await get('/careers/closing-soon')).head.jsonLd.some((d) => d['@type'] === 'JobPosting')).toBe(false);
      expect((await t.request({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('/careers/closing-soon');
    } finally {
      jest.useRealTimers();
      await t.app.database.db.delete(jobs).where(eq(jobs.slug, 'closing-soon'));
      await t.app.publicCache.invalidate('jobs');
    }
  });

  it('workshop page: Event with start and end in India time, place and organizer', async () => {
    const { head } = await get('/workshops/data-science');
    const event = ofType(head, 'Event');
    expectProps(event, ['name', 'startDate', 'endDate', 'location', 'organizer', 'eventStatus', 'eventAttendanceMode', 'image']);
    expect(event.startDate).toBe('2099-09-13T14:00:00+05:30');
    expect(event.endDate).toBe('2099-09-13T17:00:00+05:30');
    expect(event.location).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Hyderabad' } });
    expect(head.title).toBe('Data Science Workshop | ITX Hyderabad');
    expect(head.meta('og:image')).toBe(`${SITE_URL}/images/workshops/data-science.png`);
  });

  it('unknown paths and missing items: the page with HTTP 404, noindex and no canonical', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.head.status).toBe(404);
    expect(unknown.head.meta('robots')).toBe('noindex');
    expect(unknown.head.canonical).toEqual([]);
    expect(unknown.head.root).toContain('href="/courses/data-science"');
    for (const url of ['/blogs/no-such-post', '/careers/no-such-job', '/courses/no-such-course', '/workshops/no-such-workshop']) {
      const { head } = await get(url);
      expect([url, head.status, head.meta('robots')]).toEqual([url, 404, 'noindex']);
    }
    const admin = await get('/admin/login');
    expect(admin.head.status).toBe(200);
    expect(admin.head.meta('robots')).toBe('noindex');
    const bootcamps = await t.request({ method: 'GET', url: '/bootcamps' });
    expect([bootcamps.statusCode, bootcamps.headers.location]).toEqual([301, '/workshops']);
  });

  const hasJava = (() => {
    try {
      execFileSync('java', ['-version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  (hasJava ? it : it.skip)('the Nu Html Checker finds no errors in the served HTML of the main pages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-vnu-'));
    const pages = [
      '/',
      '/courses',
      '/courses/data-science',
      '/blogs',
      '/blogs/sql-window-functions',
      '/careers',
      '/careers/python-trainer',
      '/workshops/data-science',
    ];
    try {
      const files = [];
      for (const [i, url] of pages.entries()) {
        const file = path.join(dir, `page-${i}.html`);
        fs.writeFileSync(file, (await t.request({ method: 'GET', url })).body);
        files.push(file);
      }
      const vnu = path.join(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');
      const run = spawnSync('java', ['-jar', vnu, '--format', 'json', '--exit-zero-always', ...files], { encoding: 'utf8' });
      const messages = (JSON.parse(run.stderr) as { messages: { type: string; url?: string; message: string }[] }).messages;
      const errors = messages
        .filter((m) => m.type === 'error')
        .map((m) => `${pages[Number(/page-(\d+)/.exec(m.url ?? '')?.[1])]}: ${m.message}`);
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('robots.txt allows the site, disallows /admin and names the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', `Sitemap: ${SITE_URL}/sitemap.xml`]));
  });

  it('sitemap lists every public route, course, post, open job and workshop with lastmod; 304 on a matching ETag', async () => {
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => [m[1], m[2]]);
    const locs = urls.map(([loc]) => loc);
    for (const p of ['/', '/courses', '/courses/data-analytics', '/courses/cloud-computing', '/blogs', '/blogs/sql-window-functions']) {
      expect(locs).toContain(`${SITE_URL}${p}`);
    }
    for (const p of [
      '/careers',
      '/careers/python-trainer',
      '/workshops',
      '/workshops/data-science',
      '/about-us',
      '/contact-us',
      '/privacy-policy',
    ]) {
      expect(locs).toContain(`${SITE_URL}${p}`);
    }
    expect(locs).not.toContain(`${SITE_URL}/careers/old-counsellor`);
    expect(locs.some((l) => l?.includes('/admin'))).toBe(false);
    for (const [, lastmod] of urls) expect(Number.isNaN(Date.parse(lastmod ?? ''))).toBe(false);
    expect(urls.find(([loc]) => loc === `${SITE_URL}/blogs/sql-window-functions`)?.[1]).toBe('2026-01-12T08:00:00.000Z');
    const etag = res.headers.etag as string;
    const again = await t.request({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('RSS feed of the posts', async () => {
    const res = await t.request({ method: 'GET', url: '/blogs/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain(`<link>${SITE_URL}/blogs/sql-window-functions</link>`);
    expect(res.body).toContain('<title>SQL Window Functions for Analysts</title>');
  });

  it('a write shows at once in the pages, sitemap and feed of the same instance (cache invalidated)', async () => {
    const before = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(before.body).not.toContain('/blogs/kafka-basics');
    await t.app.database.db.insert(blogs).values({
      slug: 'kafka-basics',
      title: 'Kafka Basics',
      description: 'Topics, partitions and consumer groups.',
      content: 'Events in order.',
    });
    // Without the invalidation every write calls, the cached answers still stand.
    expect((await t.request({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('/blogs/kafka-basics');
    await t.app.publicCache.invalidate('blogs');
    const after = await t.request({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`${SITE_URL}/blogs/kafka-basics`);
    expect((await get('/blogs')).head.root).toContain('Kafka Basics');
    expect((await get('/blogs/kafka-basics')).head.status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/blogs/rss.xml' })).body).toContain('Kafka Basics');
    await t.app.database.db.delete(blogs).where(eq(blogs.slug, 'kafka-basics'));
    await t.app.publicCache.invalidate('blogs');
    expect((await get('/blogs/kafka-basics')).head.status).toBe(404);
  });

  (DB_KIND === 'postgres' ? it : it.skip)(
    'a write on one instance reaches another instance on the same PostgreSQL within one second',
    async () => {
      const other = await buildTestApp(
        { PUBLIC_DIR: build, PUBLIC_URL: SITE_URL },
        { seed: false, databaseUrl: t.databaseUrl ?? undefined, cachePollMs: 200 },
      );
      try {
        const warm = await other.request({ method: 'GET', url: '/blogs' });
        expect(warm.body).not.toContain('Airflow Pipelines');
        await t.app.database.db.insert(blogs).values({
          slug: 'airflow-pipelines',
          title: 'Airflow Pipelines',
          description: 'Scheduling data jobs.',
          content: 'DAGs.',
        });
        await t.app.publicCache.invalidate('blogs');
        const started = Date.now();
        let seen = false;
        while (!seen && Date.now() - started < 1000) {
          seen = (await other.request({ method: 'GET', url: '/blogs' })).body.includes('Airflow Pipelines');
          if (!seen) await new Promise((r) => setTimeout(r, 50));
        }
        expect(seen).toBe(true);
      } finally {
        await other.close();
      }
    },
  );
});

describe('the public cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers If-None-Match with 304 and a changed body with a new ETag after invalidation', async () => {
    const cache = new PublicCache(t.app.database.db);
    let title = 'first';
    let produced = 0;
    const server = Fastify();
    server.get('/list', async (request, reply) =>
      cache.send(
        request,
        reply,
        await cache.get('blogs', 'list', async () => {
          produced += 1;
          return { status: 200, value: [{ title }] };
        }),
      ),
    );
    try {
      const first = await server.inject({ method: 'GET', url: '/list' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual([{ title: 'first' }]);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const cached = await server.inject({ method: 'GET', url: '/list', headers: { 'if-none-match': etag } });
      expect([cached.statusCode, cached.body]).toEqual([304, '']);
      expect(produced).toBe(1);
      title = 'second';
      await cache.invalidate('blogs');
      const fresh = await server.inject({ method: 'GET', url: '/list', headers: { 'if-none-match': etag } });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toEqual([{ title: 'second' }]);
      expect(fresh.headers.etag).not.toBe(etag);
      expect(produced).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("keeps what it cached after its own write, and drops it after another instance's write", async () => {
    const mine = new PublicCache(t.app.database.db);
    const other = new PublicCache(t.app.database.db);
    let produced = 0;
    const read = () =>
      mine.get('jobs', 'list', async () => {
        produced += 1;
        return { status: 200, value: produced };
      });
    await mine.poll();
    await other.poll();
    await mine.invalidate('jobs');
    expect((await read()).body).toBe('1');
    await mine.poll(); // sees its own bump: nothing new to drop
    expect((await read()).body).toBe('1');
    await other.invalidate('jobs');
    expect((await read()).body).toBe('1'); // not seen yet
    await mine.poll();
    expect((await read()).body).toBe('2');
  });

  it('shares one computation between concurrent callers, and keeps it only when `keep` says so', async () => {
    const cache = new PublicCache(t.app.database.db);
    let runs = 0;
    const produce = async () => {
      runs += 1;
      return runs;
    };
    const refuse = () => false;
    expect(
      await Promise.all([cache.memo(['blogs'], 'made-up', produce, refuse), cache.memo(['blogs'], 'made-up', produce, refuse)]),
    ).toEqual([1, 1]);
    expect(await cache.memo(['blogs'], 'made-up', produce, refuse)).toBe(2);
    expect(await cache.memo(['blogs'], 'page', produce)).toBe(3);
    expect(await cache.memo(['blogs'], 'page', produce)).toBe(3);
    await cache.invalidate('blogs');
    expect(await cache.memo(['blogs'], 'page', produce)).toBe(4);
  });

  it('drops what was read from content when that content closes, without a write', async () => {
    const cache = new PublicCache(t.app.database.db);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      let reads = 0;
      const produce = async () => ({ status: 200, value: { n: ++reads } });
      clock.mockReturnValue(now);
      const entry = await cache.get('jobs', 'open', produce);
      let renders = 0;
      const page = () => cache.memo(['blogs', 'jobs'], 'seo:route:/careers', async () => ++renders);
      await page();
      const blogsEntry = await cache.get('blogs', 'list', produce);
      cache.closesAt('jobs', now + 60_000);
      cache.closesAt('jobs', now + 120_000); // a later time never delays an earlier one

      clock.mockReturnValue(now + 59_000);
      expect(await cache.get('jobs', 'open', produce)).toBe(entry);
      expect(await page()).toBe(1);
      // At the closing time: the list, the page and the memo go; other content stays.
      clock.mockReturnValue(now + 60_000);
      expect((await cache.get('jobs', 'open', produce)).body).toBe('{"n":3}');
      expect(await page()).toBe(2);
      expect(await cache.get('blogs', 'list', produce)).toBe(blogsEntry);

      // A write forgets the closing time: what is read again registers its own.
      cache.closesAt('jobs', now + 61_000);
      await cache.invalidate('jobs');
      const fresh = await cache.get('jobs', 'open', produce);
      clock.mockReturnValue(now + 62_000);
      expect(await cache.get('jobs', 'open', produce)).toBe(fresh);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('lead form key in the served page', () => {
  it('names LEAD_FORM_KEY in every page, so the SPA posts leads where this server takes them', async () => {
    const t = await buildTestApp({ PUBLIC_DIR: fakeBuild(), LEAD_FORM_KEY: 'campus-2027' }, { seed: false });
    await t.app.database.db.transaction((tx) => seedCourses(tx));
    try {
      for (const url of ['/', '/enrollnow', '/no-such-page']) {
        const res = await t.request({ method: 'GET', url });
        expect(res.body).toContain('<meta name="itx-lead-form-key" content="campus-2027">');
      }
      const lead = {
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        countryCode: '+91',
        phone: '9876543210',
        courseInterest: 'Data Science',
      };
      expect((await t.request({ method: 'POST', url: '/api/FormLeadCapture/campus-2027/5', payload: lead })).statusCode).toBe(200);
      expect((await t.request({ method: 'POST', url: '/api/FormLeadCapture/itx/5', payload: lead })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('robots.txt read by a crawler (longest match, robots-parser)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: SITE_URL });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets crawlers fetch blog images and public assets, and keeps admin, auth and private API paths out', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    const robots = robotsParser(`${SITE_URL}/robots.txt`, res.body);
    const posts = JSON.parse((await t.request({ method: 'GET', url: '/api/blogs/getBlogs' })).body) as BlogDto[];
    const image = posts.find((p) => p.imageUrl)?.imageUrl;
    expect(image).toMatch(/^\/api\/images\//);
    const allowed = (path: string) => robots.isAllowed(`${SITE_URL}${path}`, 'Googlebot');
    for (const path of [
      String(image),
      '/',
      '/blogs',
      '/images/courses/data-science.png',
      '/main.0123abcd.js',
      '/sitemap.xml',
      '/blogs/rss.xml',
    ]) {
      expect([path, allowed(path)]).toEqual([path, true]);
    }
    for (const path of [
      '/api/leads',
      '/api/leads/export.csv',
      '/api/Career/admin/jobs',
      '/api/blogs/getBlogs',
      '/admin/home',
      '/apiauth/login',
      '/reset-password/x/y',
      '/your-data/x/y',
    ]) {
      expect([path, allowed(path)]).toEqual([path, false]);
    }
    expect(robots.getSitemaps()).toEqual([`${SITE_URL}/sitemap.xml`]);
  });
});
