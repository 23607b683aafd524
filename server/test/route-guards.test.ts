import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { roleRefusedMessage, STAFF_ROLES, type AdminArea, type StaffRole } from '@contract';
import { adminCookie, buildTestApp, json, type TestApp } from './helper';

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
  // A workshop registration's own link: its token is the key (issue 43).
  'GET /api/workshop-registrations/:id/:token',
  'POST /api/workshop-registrations/:id/:token/cancel',
  // Issue 44: a visitor's page speed report (no cookie is sent, none is read).
  'POST /api/web-vitals',
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

/**
 * The part of the admin area each route belongs to, as issue 42 assigns them (written here, not read from the
 * server, so that a route the server files under the wrong area fails).
 */
function expectedArea(route: string): AdminArea {
  const [method, path = ''] = route.split(' ');
  if (path.startsWith('/api/leads') || path === '/api/admin/dashboard' || path === '/api/admin/lead-funnel' || path === '/api/admin/my-day')
    return 'leads';
  // The saved WhatsApp messages are read by whoever works leads; the Owner saves them.
  if (route === 'GET /api/admin/lead-pipeline') return 'leads';
  // The leads' owner picker reads the accounts; changing them is the Owner's.
  if (route === 'GET /api/admin/admins') return 'leads';
  if (path.startsWith('/api/admin/activity') || path.startsWith('/api/admin/privacy-requests')) return 'records';
  // Page texts and figures are content; the rest of Site settings is the Owner's.
  if (path.startsWith('/api/admin/site-settings/copy') || path === '/api/admin/site-settings/figures') return 'content';
  if (path === '/api/admin/site-settings' && method === 'GET') return 'content';
  if (/^\/api\/admin\/(site-settings|webhook-deliveries|go-live|admins|admin-code|role-codes|mail-templates|lead-pipeline)/.test(path))
    return 'settings';
  return 'content';
}

/** What each role may use (issue 42): Owner everything, Admin no settings, Counsellor leads, Editor content. */
const EXPECTED_AREAS: Record<StaffRole, AdminArea[]> = {
  owner: ['content', 'leads', 'records', 'settings'],
  admin: ['content', 'leads', 'records'],
  counsellor: ['leads'],
  editor: ['content'],
};

/** Sends `route` bad input the way the anonymous walk does. */
function callWithBadInput(t: TestApp, route: string, cookie?: string) {
  const [method = 'GET', pattern = '/'] = route.split(' ');
  const url = pattern.replace(/:[a-zA-Z]+/g, 'x') + (method === 'GET' ? '?page=nope&status=%7B&from=yesterday' : '');
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { title: 7, status: [], constructor: 'x' } }),
  });
}

describe('admin routes refuse an anonymous caller before anything else, and each role what it may not use', () => {
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
    for (const route of guarded) answers.push(`${route} -> ${(await callWithBadInput(t, route)).statusCode}`);
    expect(answers).toEqual(guarded.map((route) => `${route} -> 401`));
  });

  it.each(STAFF_ROLES)('lets a signed-in %s use exactly the admin routes of their role, and answers 403 to the rest', async (role) => {
    const cookie = await adminCookie(t.app, undefined, role);
    const staffRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) =>
        /^\S+ \/api\//.test(r) &&
        !r.startsWith('HEAD ') &&
        !PUBLIC_ROUTES.has(r) &&
        // "Your data" answers the person holding the link's cookie, not staff.
        !/ \/api\/your-data(\/|$)/.test(r),
    );
    expect(staffRoutes.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const route of staffRoutes) {
      const res = await callWithBadInput(t, route, cookie);
      const refused = res.statusCode === 403 && json(res).message === roleRefusedMessage(role);
      answers.push(`${route} -> ${refused ? 'refused' : res.statusCode === 401 ? 'signed out' : 'served'}`);
    }
    expect(answers).toEqual(
      staffRoutes.map((route) => `${route} -> ${EXPECTED_AREAS[role].includes(expectedArea(route)) ? 'served' : 'refused'}`),
    );
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
