import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from './helper';

jest.setTimeout(60_000);

/** Routes anyone may call; every other /api and /apiauth route must refuse an anonymous caller. */
const PUBLIC_ROUTES = new Set([
  'GET /api/Career/jobs',
  'GET /api/career/job/slug/:slug',
  'GET /api/blogs/getBlogs',
  'GET /api/blogs/blogs/:slug',
  'GET /api/blogs/blogs/:slug/related',
  'GET /api/images/:file',
  'GET /api/workshops',
  'GET /api/workshops/:slug',
  'GET /api/courses',
  'GET /api/courses/:slug',
  'GET /api/alumni/stories',
  'GET /api/alumni/partners',
  'GET /api/site/settings',
  'POST /api/courses/:slug/brochure',
  'GET /api/courses/:slug/brochure.pdf',
  'POST /api/FormLeadCapture/:formKey/:formId',
  // "Your data": asking for a link and opening it; the rest needs the view's cookie the link sets.
  'POST /api/your-data/link',
  'POST /api/your-data/open/:id/:token',
  'GET /api/openapi.json',
  'GET /api/docs',
]);

/** Every registered route as `METHOD /path`, read from Fastify's own route tree (nothing to keep in sync by hand). */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = [...(match[1] ?? '')].length / 4;
    parents.length = depth;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('admin routes refuse an anonymous caller before anything else', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers 401 (not 400 with field errors) to every non-public API route called with bad input', async () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    const guarded = routes.filter(
      (r) => /^\S+ \/api\//.test(r) && !r.startsWith('HEAD ') && !PUBLIC_ROUTES.has(r.replace(/^HEAD /, 'GET ')),
    );
    // The admin routes known today are all found (the parser reads the tree right).
    expect(guarded).toEqual(
      expect.arrayContaining([
        'POST /api/workshops',
        'PUT /api/workshops/:slug',
        'GET /api/leads',
        'GET /api/leads/export.csv',
        'PATCH /api/leads/:id/status',
        'GET /api/leads/:id',
        'PATCH /api/leads/:id',
        'POST /api/leads/:id/notes',
        'POST /api/leads/bulk',
        'GET /api/admin/dashboard',
        'GET /api/admin/webhook-deliveries',
        'POST /api/admin/webhook-deliveries/:id/retry',
        'POST /api/blogs/create-blog',
        'GET /api/Career/admin/jobs',
        'GET /api/admin/blogs',
        'GET /api/admin/admins',
        'PATCH /api/admin/admins/:id',
        'DELETE /api/admin/admins/:id/sessions',
        'POST /api/admin/admin-code',
        'GET /api/admin/activity',
      ]),
    );
    const answers: string[] = [];
    for (const route of guarded) {
      const [method = 'GET', pattern = '/'] = route.split(' ');
      const url = pattern.replace(/:[a-zA-Z]+/g, 'x') + (method === 'GET' ? '?page=nope&status=%7B&from=yesterday' : '');
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { title: 7, status: [], constructor: 'x' } }),
      });
      answers.push(`${route} -> ${res.statusCode}`);
    }
    expect(answers).toEqual(guarded.map((route) => `${route} -> 401`));
  });

  it('refuses an anonymous multipart upload before reading the upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      // Announces 4 MB of upload but sends only the first bytes: the answer must come without the rest.
      socket.write(
        'POST /api/blogs/create-blog HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 4000000\r\n\r\n--b\r\n',
      );
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
  });
});
