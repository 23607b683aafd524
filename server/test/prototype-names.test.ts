// Issue 39, finding 1: content named like an Object.prototype member ("Constructor") stopped the server
// (RTK Query keeps tags in plain objects keyed by id) and left other pages stuck on "Loading…".
import { API, ROUTES } from '@contract';
import { appWithAdmin, DB_KIND } from './helper';
import { courseBody, jobBody, workshopBody } from './support/fixtures';

jest.setTimeout(180_000);

const ctx = appWithAdmin({ site: true });
const NAMES = ['Constructor', '__proto__', 'toString', 'hasOwnProperty'];

type Saved = { slug?: string; blog?: { slug: string }; job?: { slug: string } };
const slugOf = (saved: Saved): string => saved.slug ?? saved.blog?.slug ?? saved.job?.slug ?? '';

/** A page rendered on the server with its content, not the shell that waits for the browser. */
function expectRendered(body: string): void {
  expect(body).toContain('<script type="application/json" id="itx-state">');
  expect(body).not.toMatch(/<div id="root">\s*<\/div>/);
}

describe(`content named like Object.prototype members (${DB_KIND})`, () => {
  const slugs = { course: [] as string[], blog: [] as string[], job: [] as string[], workshop: [] as string[] };
  const errors: unknown[] = [];
  const onRejection = (reason: unknown) => errors.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    for (const title of NAMES) {
      const made = await Promise.all([
        ctx.asAdmin({ method: 'POST', url: API.courses.list, payload: courseBody(title) }),
        ctx.asAdmin({ method: 'POST', url: API.blogs.create, payload: { title, description: 'A summary.', content: 'Body text.' } }),
        ctx.asAdmin({ method: 'POST', url: API.careers.create, payload: jobBody(title) }),
        ctx.asAdmin({ method: 'POST', url: API.workshops.list, payload: workshopBody(title) }),
      ]);
      for (const res of made) expect(res.statusCode).toBe(201);
      const [c, b, j, w] = made.map((res) => slugOf(JSON.parse(res.body) as Saved));
      slugs.course.push(c ?? '');
      slugs.blog.push(b ?? '');
      slugs.job.push(j ?? '');
      slugs.workshop.push(w ?? '');
    }
  });
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('the slugs include "constructor"', () => {
    expect(slugs.course).toContain('constructor');
    expect(slugs.blog).toContain('constructor');
  });

  it('every public list page renders with its content', async () => {
    for (const url of [
      ROUTES.home,
      ROUTES.courses,
      ROUTES.blogs,
      ROUTES.careers,
      ROUTES.workshops,
      ROUTES.about,
      ROUTES.contact,
      ROUTES.enroll,
    ]) {
      const res = await ctx.t.request({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expectRendered(res.body);
    }
    const courses = await ctx.t.request({ method: 'GET', url: '/courses' });
    expect(courses.body).toContain('hasOwnProperty');
    const blogs = await ctx.t.request({ method: 'GET', url: '/blogs' });
    expect(blogs.body).toContain('Constructor');
  });

  it('every detail page of those records renders with its title', async () => {
    const pages = [
      ...slugs.course.map((s) => `/courses/${s}`),
      ...slugs.blog.map((s) => `/blogs/${s}`),
      ...slugs.job.map((s) => `/careers/${s}`),
      ...slugs.workshop.map((s) => `/workshops/${s}`),
    ];
    for (const url of pages) {
      const res = await ctx.t.request({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expectRendered(res.body);
    }
  });

  // Lookups ignore case, so "toString" finds the post "tostring" made above: these names were never made.
  it('prototype names that are no record answer 404 with their not-found page', async () => {
    for (const name of ['valueOf', 'isPrototypeOf', '__defineGetter__', 'propertyIsEnumerable']) {
      for (const base of ['/courses', '/blogs', '/careers', '/workshops']) {
        const res = await ctx.t.request({ method: 'GET', url: `${base}/${name}` });
        expect({ url: `${base}/${name}`, status: res.statusCode }).toEqual({ url: `${base}/${name}`, status: 404 });
        expectRendered(res.body);
      }
    }
  });

  it('the server is still serving and nothing was left unhandled', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await ctx.t.request({ method: 'GET', url: API.health });
    expect(res.statusCode).toBe(200);
    expect(errors).toEqual([]);
  });
});
