import fs from 'node:fs';
import { buildTestApp, DB_KIND, type TestApp } from './helper';
import { blogs } from '../src/db/schema';
import { fakeBuild } from './support/fake-build';

/**
 * Issue 18: React renders the page on the server and hands the store's answers to the browser in a
 * script. Text that visitors cannot control today (a post's title) must still never end that script or
 * start another one, and must reach the browser unchanged.
 */
describe(`the server's render of a page on ${DB_KIND}`, () => {
  let t: TestApp;
  const build = fakeBuild();
  const title = 'Ends </script><script>window.pwned=1</script> & <!-- here \u2028 too';

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_DIR: build }, { seed: false });
    await t.app.database.db.insert(blogs).values({
      slug: 'script-title',
      title,
      description: 'A description with "quotes" and <b>markup</b>.',
      content: 'Body.',
    });
    await t.app.publicCache.invalidate('blogs');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(build, { recursive: true, force: true });
  });

  it('carries the page data in one script that hostile text cannot end, and gives the text back unchanged', async () => {
    const res = await t.request({ method: 'GET', url: '/blogs' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>window.pwned');
    // No inline script runs: besides files, the page holds data only (the state, structured data).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bsrc=/.test(tag));
    expect(scripts.every((tag) => /type="application\/(ld\+)?json"/.test(tag))).toBe(true);
    const state = /<script type="application\/json" id="itx-state">(.*?)<\/script>/s.exec(html)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toMatch(/[<>\u2028]/);
    const parsed = (JSON.parse(state ?? 'null') as { store: { api: { queries: Record<string, { data?: { title: string }[] }> } } }).store;
    const titles = Object.values(parsed.api.queries).flatMap((q) => (Array.isArray(q.data) ? q.data.map((b) => b.title) : []));
    expect(titles).toContain(title);
    // The visible title is escaped markup, not a script.
    expect(html).toContain('Ends &lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt; &amp; &lt;!-- here');
  });

  it('answers an unknown path with the home page and 404, and a missing post with its not-found page and 404', async () => {
    const unknown = await t.request({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex"/>');
    const missing = await t.request({ method: 'GET', url: '/blogs/no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<h1[^>]*>Blog not found<\/h1>/);
  });
});
