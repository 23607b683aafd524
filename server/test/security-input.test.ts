import type { HTTPMethods } from 'fastify';
import { API } from '@contract';
import { appWithAdmin, DB_KIND, TEST_ADMIN_CODE } from './helper';
import {
  bodyEndpoints,
  findTargets,
  snapshot,
  storedSomewhere,
  type BodyEndpoint,
  type Targets,
  validBlog,
  validJob,
} from './support/endpoints';

/*
 * Bad input, generated per endpoint from a valid body: malformed JSON, non-object JSON, wrong content
 * types, missing and extra fields, wrong types, empty strings, 100 KB strings, unicode and RTL text,
 * NUL bytes, SQL and HTML injection, path traversal in slugs and file names. Every answer is below 500
 * and carries a message; a refused request changes nothing (every table read back); markup that is
 * accepted as text is stored exactly as sent.
 */
jest.setTimeout(600_000);

const HTML = '<script>alert("itx")</script><img src=x onerror=alert(1)>';
const HOSTILE_STRINGS: [string, string][] = [
  ['an empty string', ''],
  ['only spaces', '   '],
  ['a 100 KB string', 'a'.repeat(100 * 1024)],
  ['a 10 KB string', 'b'.repeat(10 * 1024)],
  ['RTL and unicode text', '\u202Eمرحبا بكم في ITX 你好 🚀\u202C'],
  ['a NUL byte', 'Sneha\u0000Rao'],
  ['SQL injection', "' OR 1=1; DROP TABLE leads; --"],
  ['HTML injection', HTML],
  ['path traversal', '../../../../etc/passwd'],
];
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 12345],
  ['a boolean', true],
  ['null', null],
  ['an array', ['a', 'b']],
  ['an object', { $gt: '' }],
];
const MALFORMED_JSON = ['{', '{"name": }', "{'name': 'x'}", '[1, 2', 'nul', '{"a":1}}'];
const NON_OBJECT_JSON = ['[]', '"text"', '42', 'null', 'true'];
const WRONG_CONTENT_TYPES: [string, (body: Record<string, unknown>) => string][] = [
  ['text/plain', (b) => JSON.stringify(b)],
  ['application/xml', () => '<lead><name>x</name></lead>'],
  [
    'application/x-www-form-urlencoded',
    (b) => new URLSearchParams(Object.entries(b).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  ],
];
const EXTRA_FIELDS = {
  role: 'admin',
  isAdmin: true,
  id: '00000000-0000-0000-0000-000000000000',
  status: 'enrolled',
  createdAt: '2001-01-01',
};

const BODY_ENDPOINTS = bodyEndpoints('input', TEST_ADMIN_CODE);

interface Case {
  endpoint: BodyEndpoint;
  label: string;
  contentType: string;
  payload: string;
  /** A string that, when the request is accepted, must be stored exactly (markup kept as text). */
  storedVerbatim?: string;
}

function generate(endpoint: BodyEndpoint): Case[] {
  const valid = endpoint.body();
  const json = (label: string, body: unknown, storedVerbatim?: string): Case => ({
    endpoint,
    label,
    contentType: 'application/json',
    payload: JSON.stringify(body),
    storedVerbatim,
  });
  const cases: Case[] = [];
  for (const raw of MALFORMED_JSON) cases.push({ endpoint, label: `malformed JSON ${raw}`, contentType: 'application/json', payload: raw });
  for (const raw of NON_OBJECT_JSON)
    cases.push({ endpoint, label: `JSON ${raw} instead of an object`, contentType: 'application/json', payload: raw });
  for (const [type, make] of WRONG_CONTENT_TYPES)
    cases.push({ endpoint, label: `content type ${type}`, contentType: type, payload: make(valid) });
  cases.push(json('an empty object', {}));
  cases.push(json('extra fields (role, id, status …)', { ...valid, ...EXTRA_FIELDS }));
  for (const field of Object.keys(valid)) {
    const { [field]: _omitted, ...without } = valid;
    cases.push(json(`missing ${field}`, without));
    for (const [label, value] of WRONG_TYPES) cases.push(json(`${field} as ${label}`, { ...valid, [field]: value }));
    for (const [label, value] of HOSTILE_STRINGS) {
      cases.push(json(`${field} as ${label}`, { ...valid, [field]: value }, value === HTML ? HTML : undefined));
    }
  }
  return cases;
}

const CASES = BODY_ENDPOINTS.flatMap(generate);

/** Path parameters and file names: traversal, encoded NUL, injection, over-long. */
const HOSTILE_SEGMENTS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fserver.ts',
  '....//....//etc/passwd',
  'a%00b',
  "x'%20OR%20'1'%3D'1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'a'.repeat(600),
  '%E2%80%AE%D9%85%D8%B1%D8%AD%D8%A8%D8%A7',
  '%F0%9F%9A%80',
  '%ZZ',
];
const PATH_ENDPOINTS: [string, HTTPMethods, (seg: string) => string, boolean][] = [
  ['blog by slug', 'GET', (s) => `/api/blogs/blogs/${s}`, false],
  ['job by slug', 'GET', (s) => `/api/career/job/slug/${s}`, false],
  ['workshop by slug', 'GET', (s) => `/api/workshops/${s}`, false],
  ['image file', 'GET', (s) => `/api/images/${s}`, false],
  ['image file with a webp name', 'GET', (s) => `/api/images/${s}-640.webp`, false],
  ['update job', 'PUT', (s) => `/api/Career/updatejobs/${s}`, true],
  ['delete job', 'DELETE', (s) => `/api/Career/deletejobs/${s}`, true],
  ['update blog', 'PUT', (s) => `/api/blogs/${s}`, true],
  ['delete blog', 'DELETE', (s) => `/api/blogs/${s}`, true],
  ['delete workshop', 'DELETE', (s) => `/api/workshops/${s}`, true],
  ['lead status', 'PATCH', (s) => `/api/leads/${s}/status`, true],
  ['lead form key', 'POST', (s) => `/api/FormLeadCapture/${s}/5`, false],
  ['lead form id', 'POST', (s) => `/api/FormLeadCapture/itx/${s}`, false],
];
const QUERY_CASES = [
  'page=-1',
  'page=0',
  'page=abc',
  'page=1e9',
  'pageSize=100000',
  'pageSize=-5',
  'search=%27%20OR%201%3D1--',
  'search=%25%25%25_',
  `search=${'z'.repeat(5000)}`,
  'search=%00',
  'status=hacked',
  'form=%3Cscript%3E',
  'page[]=1&page[]=2',
  'search[$gt]=',
];
const QUERY_ENDPOINTS: [string, string, boolean][] = [
  ['leads list', API.leads.list, true],
  ['leads CSV', API.leads.exportCsv, true],
  ['jobs list', API.careers.list, false],
  ['blogs list', API.blogs.list, false],
  ['workshops list', API.workshops.list, false],
];

describe(`bad input on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();
  let targets: Targets;
  const tally = { cases: 0, refused: 0, accepted: 0 };

  beforeAll(async () => {
    targets = await findTargets(ctx.t.app, ctx.cookie);
  });
  afterAll(() => {
    console.log(
      `Bad input: ${tally.cases} generated cases over ${BODY_ENDPOINTS.length} body endpoints, ${PATH_ENDPOINTS.length} path endpoints and ` +
        `${QUERY_ENDPOINTS.length} list endpoints: ${tally.refused} refused with a 4xx and nothing changed, ${tally.accepted} accepted as text; 0 answered 5xx.`,
    );
  });

  it.each(BODY_ENDPOINTS.map((e): [string, BodyEndpoint] => [e.name, e]))(
    '%s: every generated case is a 4xx or stored as sent',
    async (_n, endpoint) => {
      const cases = CASES.filter((c) => c.endpoint === endpoint);
      expect(cases.length).toBeGreaterThan(20);
      for (const c of cases) {
        const before = await snapshot(ctx.t.app);
        const res = await ctx.t.request({
          method: endpoint.method,
          url: endpoint.url(targets),
          headers: { 'content-type': c.contentType, ...(endpoint.admin ? { cookie: ctx.cookie } : {}) },
          payload: c.payload,
        });
        tally.cases += 1;
        const where = `${endpoint.name}: ${c.label} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect({ where, below500: res.statusCode < 500 }).toEqual({ where, below500: true });
        let body: { message?: unknown } = {};
        try {
          body = JSON.parse(res.body) as { message?: unknown };
        } catch {
          /* checked below */
        }
        if (res.statusCode >= 400) {
          tally.refused += 1;
          expect({ where, message: typeof body.message }).toEqual({ where, message: 'string' });
          expect({ where, unchanged: (await snapshot(ctx.t.app)) === before }).toEqual({ where, unchanged: true });
        } else {
          tally.accepted += 1;
          if (c.storedVerbatim) {
            expect({ where, stored: await storedSomewhere(ctx.t.app, c.storedVerbatim) }).toEqual({ where, stored: true });
          }
          // An accepted update may move the row to a new slug: follow it for the next cases.
          if (endpoint.method === 'PUT') targets = await findTargets(ctx.t.app, ctx.cookie);
        }
      }
    },
  );

  it.each(PATH_ENDPOINTS)('%s: hostile path segments are a 4xx and change nothing', async (_n, method, url, asAdmin) => {
    for (const seg of HOSTILE_SEGMENTS) {
      const before = await snapshot(ctx.t.app);
      const res = await ctx.t.request({
        method,
        url: url(seg),
        headers: asAdmin ? { cookie: ctx.cookie } : {},
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { status: 'contacted', ...validJob(), ...validBlog() } }),
      });
      tally.cases += 1;
      tally.refused += 1;
      const where = `${method} ${url(seg).slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
      expect({ where, is4xx: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ where, is4xx: true });
      expect({ where, unchanged: (await snapshot(ctx.t.app)) === before }).toEqual({ where, unchanged: true });
    }
  });

  it.each(QUERY_ENDPOINTS)('%s: hostile query strings never fail the server', async (_n, path, asAdmin) => {
    for (const q of QUERY_CASES) {
      const res = await ctx.t.request({ method: 'GET', url: `${path}?${q}`, headers: asAdmin ? { cookie: ctx.cookie } : {} });
      tally.cases += 1;
      if (res.statusCode >= 400) tally.refused += 1;
      else tally.accepted += 1;
      const where = `${path}?${q.slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
      expect({ where, below500: res.statusCode < 500 }).toEqual({ where, below500: true });
    }
  });
});
