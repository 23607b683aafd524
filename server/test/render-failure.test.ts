// Issue 39: a page React cannot render answers 500 with a plain page; the server keeps serving the others.
import { ROUTES } from '@contract';
import { appWithAdmin, DB_KIND } from './helper';

jest.setTimeout(120_000);

// Read when the first page is rendered: this file's app renders through the failing renderer.
process.env.ITX_RENDERER = require.resolve('./support/failing-renderer');

const ctx = appWithAdmin({ site: true });

describe(`a page that fails to render (${DB_KIND})`, () => {
  it('answers that page 500 with a plain page, logs it once, and keeps serving the others', async () => {
    const logged = jest.spyOn(ctx.t.app.log, 'error');
    const res = await ctx.t.request({ method: 'GET', url: '/blogs/render-fails' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Something went wrong');
    expect(res.body).toContain('<a href="/">home page</a>');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(logged).toHaveBeenCalledTimes(1);
    // Kept nowhere: the same address is rendered (and fails) afresh, and other pages render.
    expect((await ctx.t.request({ method: 'GET', url: '/blogs/render-fails' })).statusCode).toBe(500);
    const blogs = await ctx.t.request({ method: 'GET', url: ROUTES.blogs });
    expect(blogs.statusCode).toBe(200);
    expect(blogs.body).toContain('<script type="application/json" id="itx-state">');
  });
});
