import type { HTTPMethods } from 'fastify';
import { API, DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS } from '@contract';
import { appWithAdmin, DB_KIND, json, TEST_ADMIN_CODE } from './helper';
import { bodyEndpoints, findTargets, snapshot, visitorLead, type BodyEndpoint, type Targets, validJob } from './support/endpoints';

/*
 * Input that used to answer 500 (issue 15, finding 2): JSON keys named like Object.prototype members,
 * NUL and other control characters in optional fields, deeply nested arrays where a string belongs,
 * and numbers and dates in the lead list's query that the database cannot hold. Every one must be a
 * 400 with a message, and nothing may change.
 */
jest.setTimeout(300_000);

const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf', '__defineGetter__'];

const lead = visitorLead('attack');
const BODY_ENDPOINTS = bodyEndpoints('attack', TEST_ADMIN_CODE);
const CALL_BACK = API.leads.capture(DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS.callBack);

/** A JSON text with `key` added as written (an object literal would turn `__proto__` into the prototype). */
function withRawKey(body: Record<string, unknown>, key: string, value: unknown): string {
  return `${JSON.stringify(body).slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}`;
}

/** 80 KB of arrays nested in each other. */
const NESTED = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;

describe(`input that used to answer 500, on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();
  let targets: Targets;
  beforeAll(async () => {
    targets = await findTargets(ctx.t.app, ctx.cookie);
  });

  /** Sends a request and expects a 400 with a message. */
  async function expectRefused(method: HTTPMethods, url: string, asAdmin: boolean, payload?: string): Promise<string> {
    const res = await ctx.t.request({
      method,
      url,
      headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...(asAdmin ? { cookie: ctx.cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    const where = `${method} ${url.slice(0, 80)} ${payload?.slice(0, 80) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    let message: unknown;
    try {
      message = json<{ message?: unknown }>(res).message;
    } catch {
      message = undefined;
    }
    expect({ where, status: res.statusCode, message: typeof message }).toEqual({ where, status: 400, message: 'string' });
    return message as string;
  }

  /** Runs `attacks` and expects every table as before. */
  async function expectNothingChanged(attacks: () => Promise<void>): Promise<void> {
    const before = await snapshot(ctx.t.app);
    await attacks();
    expect((await snapshot(ctx.t.app)) === before).toBe(true);
  }

  it.each(BODY_ENDPOINTS.map((e): [string, BodyEndpoint] => [e.name, e]))(
    '%s: a JSON key named like an Object.prototype member is a 400',
    async (_name, endpoint) => {
      await expectNothingChanged(async () => {
        for (const key of PROTOTYPE_KEYS) {
          for (const value of ['x', 1, { a: 1 }, null]) {
            const payload = withRawKey(endpoint.body(), key, value);
            const message = await expectRefused(endpoint.method, endpoint.url(targets), endpoint.admin, payload);
            expect(message.length).toBeGreaterThan(10);
          }
        }
      });
    },
  );

  it.each(BODY_ENDPOINTS.map((e): [string, BodyEndpoint] => [e.name, e]))(
    '%s: 80 KB of nested arrays where a string belongs is a 400',
    async (_name, endpoint) => {
      const body = endpoint.body();
      const field = Object.keys(body).find((k) => typeof body[k] === 'string') ?? 'name';
      const payload = JSON.stringify({ ...body, [field]: '\u0001' }).replace('"\\u0001"', NESTED);
      expect(payload.length).toBeGreaterThan(80_000);
      await expectNothingChanged(async () => {
        await expectRefused(endpoint.method, endpoint.url(targets), endpoint.admin, payload);
      });
    },
  );

  it.each(['email', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent', 'sourcePage', 'website', 'name'])(
    'lead capture: a NUL in %s is a 400 and stores nothing',
    async (field) => {
      const body: Record<string, unknown> = { ...lead, courseInterest: 'Data Science', email: 'nul.attack@itx-visitor.test' };
      body[field] = field === 'email' ? 'nul.at\u0000tack@itx-visitor.test' : `value\u0000${field}`;
      await expectNothingChanged(async () => {
        expect(await expectRefused('POST', CALL_BACK, false, JSON.stringify(body))).toMatch(/invalid character|not allowed/i);
      });
    },
  );

  it.each([
    ['the job application message', LEAD_FORM_IDS.jobApplication, 'message'],
    ['the workshop session', LEAD_FORM_IDS.workshop, 'session'],
  ])('lead capture: NUL and other control characters in %s are a 400', async (_label, formId, field) => {
    const base =
      formId === LEAD_FORM_IDS.workshop
        ? { ...lead, bootcampTitle: 'Data Science', bootcampSlug: 'data-science' }
        : { ...lead, jobTitle: 'Data Analyst', jobSlug: 'data-analyst' };
    await expectNothingChanged(async () => {
      for (const bad of ['\u0000', '\u0001', '\u000B', '\u001F', '\uFFFE', '\uD800', '\uDC00']) {
        const payload = JSON.stringify({ ...base, [field]: `a${bad}b` });
        await expectRefused('POST', API.leads.capture(DEFAULT_LEAD_FORM_KEY, formId), false, payload);
      }
    });
  });

  it.each([
    ['create job', 'POST' as HTTPMethods, (): string => API.careers.create],
    ['update job', 'PUT' as HTTPMethods, (): string => API.careers.update(targets.jobSlug)],
  ])('%s: a closing date the database cannot hold is a 400 (year 0 was a 500)', async (_name, method, url) => {
    await expectNothingChanged(async () => {
      for (const day of ['0000-01-01', '0001-01-01', '1969-12-31', '2025-02-30']) {
        const message = await expectRefused(
          method,
          url(),
          true,
          JSON.stringify({ ...validJob('Closing Date Analyst'), validThrough: day }),
        );
        expect({ day, message }).toEqual({ day, message: expect.stringMatching(/^Closing date must be/) });
      }
    });
  });

  it.each([
    ['leads list', API.leads.list],
    ['leads CSV export', API.leads.exportCsv],
  ])('%s: query keys named like Object.prototype members are a 400', async (_name, path) => {
    await expectNothingChanged(async () => {
      for (const key of PROTOTYPE_KEYS) {
        await expectRefused('GET', `${path}?${encodeURIComponent(key)}=1`, true);
        await expectRefused('GET', `${path}?search=a&${encodeURIComponent(key)}=x`, true);
      }
    });
  });

  const BAD_QUERIES: [string, RegExp][] = [
    ['page=1e20', /page/i],
    ['page=1e300', /page/i],
    ['page=99999999999', /page/i],
    ['page=-1', /page/i],
    ['page=0', /page/i],
    ['page=NaN', /page/i],
    ['page=Infinity', /page/i],
    ['page=abc', /page/i],
    ['page=1.5', /page/i],
    ['pageSize=1000000', /page size/i],
    ['pageSize=0', /page size/i],
    ['pageSize=-3', /page size/i],
    ['pageSize=NaN', /page size/i],
    ['from=0000-01-01', /from/i],
    ['to=0000-01-01', /to/i],
    ['from=0001-01-01', /from/i],
    ['from=10000-01-01', /from/i],
    ['to=99999-12-31', /to/i],
    ['from=2025-02-30', /from/i],
    ['from=2025-02-29', /from/i],
    ['to=2025-04-31', /to/i],
    ['from=2025-13-01', /from/i],
    ['from=2025-00-10', /from/i],
    ['from=yesterday', /from/i],
    ['from=2025-6-1', /from/i],
    ['from=2025-06-10&to=2025-06-01', /to/i],
    ['search=a%00b', /invalid|address/i],
    ['search=a%01b', /invalid|not allowed/i],
  ];

  it.each([
    ['leads list', API.leads.list],
    ['leads CSV export', API.leads.exportCsv],
  ])('%s: numbers and dates out of range are a 400 with a message that names the field', async (_name, path) => {
    for (const [query, names] of BAD_QUERIES) {
      const message = await expectRefused('GET', `${path}?${query}`, true);
      expect({ query, message, names: names.test(message) }).toEqual({ query, message, names: true });
    }
  });

  it.each([
    ['leads list', API.leads.list],
    ['leads CSV export', API.leads.exportCsv],
  ])('%s: dates and pages at the edges of the range still work', async (_name, path) => {
    for (const query of [
      'from=1970-01-01',
      'to=9999-12-31',
      'from=2024-02-29&to=2024-02-29',
      'from=2025-06-01&to=2025-06-01',
      'page=1000&pageSize=100',
    ]) {
      const res = await ctx.t.request({ method: 'GET', url: `${path}?${query}`, headers: { cookie: ctx.cookie } });
      expect({ query, status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ query, status: 200, body: '' });
    }
  });
});
