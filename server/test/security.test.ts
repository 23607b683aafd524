import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LeadDto, LeadListResponse } from '@contract';
import { sql } from 'drizzle-orm';
import { adminCookie, appPerDescribe, buildTestApp, DB_KIND, json, postRaw, type TestApp } from './helper';
import { CALL_BACK_PATH, uniqueLead } from './support/leads';
import { talkRaw } from './support/raw-socket';
import { loggerOptions, maskEmail } from '../src/lib/log-redaction';
import { CSRF_MESSAGE } from '../src/plugins/external/csrf';
import { helmetOptions } from '../src/lib/security-headers';
import { buildApp } from '../src/app';
import { leads } from '../src/db/schema';
import { loadConfig } from '../src/plugins/external/config';

/** The CSP's directives as a map: name -> source list. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

jest.setTimeout(60_000);

/** The CSP's directives as the site's helmet options give them for a configuration. */
function cspOf(config: { gtmId: string | null }): Map<string, string[]> {
  return new Map(Object.entries(helmetOptions(config, {}).contentSecurityPolicy.directives).map(([name, values]) => [name, [...values]]));
}

describe(`security headers on ${DB_KIND}`, () => {
  const ctx = appPerDescribe();

  it.each([
    ['the health check', 'GET', '/healthz'],
    ['an unknown API path (404)', 'GET', '/api/does-not-exist'],
    ['a public list', 'GET', '/api/workshops'],
    ['robots.txt', 'GET', '/robots.txt'],
    ['an admin endpoint refused (401)', 'GET', '/api/leads'],
    ['a bad request (400)', 'POST', CALL_BACK_PATH],
  ])('every response carries them: %s', async (_name, method, url) => {
    const res = await ctx.t.request({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/microphone=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Scripts only from this origin: no inline script runs, none is evaluated from text, and no nonce makes a
    // page's bytes per response. Styles may be inline (emotion's critical CSS and run-time <style> elements).
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/nonce|unsafe-eval/);
    // Plain HTTP: no HSTS (a browser would ignore it, and a laptop must not be pinned to HTTPS).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same CSP with every response: nothing in it is per response', async () => {
    const policies = new Set<string>();
    for (const url of ['/healthz', '/', '/courses', '/api/workshops', '/healthz']) {
      policies.add(String((await ctx.t.request({ method: 'GET', url })).headers['content-security-policy']));
    }
    expect(policies.size).toBe(1);
  });

  it('does not trust X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
    const res = await ctx.t.request({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets a page frame OpenStreetMap's map and nothing else, and loads nothing else from it", async () => {
    const page = await ctx.t.request({ method: 'GET', url: '/contact-us' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    for (const name of ['default-src', 'script-src', 'style-src', 'img-src', 'connect-src']) {
      expect((csp.get(name) ?? []).join(' ')).not.toMatch(/openstreetmap/);
    }
    expect(cspOf({ gtmId: 'GTM-ABC123' }).get('frame-src')).toEqual(['https://www.openstreetmap.org', 'https://www.googletagmanager.com']);
  });

  it('allows the tag manager only when GTM_ID is set', () => {
    expect([...cspOf({ gtmId: null }).values()].flat().join(' ')).not.toMatch(/googletagmanager/);
    const withGtm = cspOf({ gtmId: 'GTM-ABC123' });
    expect(withGtm.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(withGtm.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('HSTS behind a reverse proxy (TRUST_PROXY)', () => {
  const ctx = appPerDescribe({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://www.itx.example' } });

  it('sends Strict-Transport-Security when the proxy says the request came over HTTPS', async () => {
    const res = await ctx.t.request({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('does not send it over plain HTTP', async () => {
    const res = await ctx.t.request({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe(`cross-site request forgery on ${DB_KIND}`, () => {
  let t: TestApp;
  let cookie: string;
  let leadId: string;

  async function statusOf(id: string): Promise<string | undefined> {
    const res = await t.request({ method: 'GET', url: '/api/leads?pageSize=100', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return json<LeadListResponse>(res).items.find((l: LeadDto) => l.id === id)?.status;
  }

  function setStatus(status: string, headers: Record<string, string>) {
    return t.request({ method: 'PATCH', url: `/api/leads/${leadId}/status`, headers: { cookie, ...headers }, payload: { status } });
  }

  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await adminCookie(t.app);
    const lead = uniqueLead('csrf');
    const res = await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: lead });
    expect(res.statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: `/api/leads?search=${encodeURIComponent(lead.email)}`, headers: { cookie } });
    const found = json<LeadListResponse>(list).items[0];
    if (!found) throw new Error('the lead was not stored');
    leadId = found.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['an Origin on another port', { origin: 'http://localhost:3001' }],
    ['an opaque Origin ("null")', { origin: 'null' }],
    ['a Referer of another site and no Origin', { referer: 'https://evil.example/page' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses an admin change carrying %s: 403, nothing changed', async (_name, headers) => {
    const before = await statusOf(leadId);
    const res = await setStatus(before === 'closed' ? 'contacted' : 'closed', headers);
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(CSRF_MESSAGE);
    expect(await statusOf(leadId)).toBe(before);
  });

  it.each([
    ['Origin = PUBLIC_URL', { origin: 'http://localhost:3000' }, 'contacted'],
    ['Origin = the request’s own host', { host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' }, 'enrolled'],
    ['a Referer of the site and no Origin', { referer: 'http://localhost:3000/admin/leads' }, 'closed'],
    ['Sec-Fetch-Site: same-origin with the site’s Origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }, 'new'],
    ['no Origin and no Referer (a non-browser client: browsers always send Origin cross-site)', {}, 'contacted'],
  ])('accepts an admin change with %s', async (_name, headers, status) => {
    const res = await setStatus(status, headers);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(leadId)).toBe(status);
  });

  it('refuses cross-site requests to the account endpoints even without a session (sign-in forgery)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/apiauth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'someone@itx.test', password: 'Secret#123' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(CSRF_MESSAGE);
  });

  it('leaves public forms without a session open to any origin (the lead form may be embedded by partners)', async () => {
    const res = await t.request({
      method: 'POST',
      url: CALL_BACK_PATH,
      headers: { origin: 'https://partner.example' },
      payload: uniqueLead(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('never applies to reads', async () => {
    const res = await t.request({ method: 'GET', url: '/api/leads', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe(`request limits on ${DB_KIND}`, () => {
  const ctx = appPerDescribe();

  it('refuses a JSON body over 100 KB with 413 and a clear message', async () => {
    const res = await postRaw(
      ctx.t,
      CALL_BACK_PATH,
      'application/json',
      JSON.stringify({ ...uniqueLead(), sourcePage: 'x'.repeat(101 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe('The request body is too large (at most 100 KB).');
  });

  it('refuses a content type the API does not take with 415', async () => {
    const res = await postRaw(ctx.t, CALL_BACK_PATH, 'application/xml', '<lead/>');
    expect(res.statusCode).toBe(415);
    expect(json(res).message).toBe('This content type is not supported here.');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await postRaw(ctx.t, CALL_BACK_PATH, 'application/json', '{"name": ');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('The request body is not valid JSON.');
  });

  it('has the default limits: 30 s to send a request, 60 s idle socket, 100 KB JSON', () => {
    expect(ctx.t.app.server.requestTimeout).toBe(30_000);
    expect(ctx.t.app.server.timeout).toBe(60_000);
    expect(ctx.t.app.initialConfig.bodyLimit).toBe(100 * 1024);
  });

  it('cuts off a client that trickles its body in with 408, and stores nothing', async () => {
    const slow = await buildTestApp({ REQUEST_TIMEOUT_MS: '1500' }, { seed: false });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as AddressInfo;
      const body = JSON.stringify(uniqueLead());
      const started = Date.now();
      const answer = await talkRaw(port, (socket) => {
        socket.write(
          `POST ${CALL_BACK_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
        );
        // One more byte now and then: never the whole body.
        const drip = setInterval(() => socket.writable && socket.write(' '), 400);
        socket.on('close', () => clearInterval(drip));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('{"message":"The request took too long to arrive. Please try again."}');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await slow.app.database.db.select().from(leads)).toEqual([]);
      // Headers that never finish: Node's own 408, with the same security headers as every answer.
      const slowHeaders = await talkRaw(port, (socket) => {
        socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
        const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 400);
        socket.on('close', () => clearInterval(drip));
      });
      for (const raw of [answer, slowHeaders]) {
        expect(raw).toMatch(/^HTTP\/1\.1 408 /);
        expect(raw).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
        expect(raw).toMatch(/\r\ncontent-security-policy: default-src 'none'/i);
      }
    } finally {
      await slow.close();
    }
  });
});

describe(`log redaction on ${DB_KIND}`, () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { logger: loggerOptions('info', { write: (line: string) => lines.push(line) }) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('masks e-mail addresses', () => {
    expect(maskEmail('priya.sharma@gmail.com')).toBe('p***@gmail.com');
    expect(maskEmail('mail sent to priya.sharma@gmail.com and rahul@itx.in')).toBe('mail sent to p***@gmail.com and r***@itx.in');
  });

  it('keeps passwords, tokens, session ids and visitors’ e-mail addresses out of every line', async () => {
    const cookie = await adminCookie(t.app);
    const sessionId = cookie.split('=')[1] as string;
    const lead = uniqueLead('redaction');
    await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: lead, headers: { cookie } });
    await t.request({
      method: 'GET',
      url: '/apiauth/resetpassword/0b6f4b8e-7f7e-4c59-9d32-6a0d1f3f0f11/secret-reset-token-123',
      headers: { cookie },
    });
    await t.request({ method: 'GET', url: '/api/leads?token=secret-query-token-456', headers: { cookie } });
    await t.request({ method: 'POST', url: '/api/your-data/open/0b6f4b8e-7f7e-4c59-9d32-6a0d1f3f0f12/secret-data-token-321' });
    await t.request({ method: 'GET', url: '/your-data/0b6f4b8e-7f7e-4c59-9d32-6a0d1f3f0f12/secret-data-token-654' });
    // What route code might log by mistake goes through the same logger.
    t.app.log.info({ email: 'priya.sharma@gmail.com', password: 'Priya#2024', token: 'secret-reset-token-789' }, 'sign-in attempt');
    t.app.log.info({ body: { password: 'Priya#2024', email: 'priya.sharma@gmail.com' } }, 'request body');
    t.app.log.info('password reset mail sent to priya.sharma@gmail.com');
    t.app.log.info({ links: ['http://localhost:3000/reset-password/42/secret-reset-token-000'] }, 'mail written to outbox');
    // A database error whose message would carry the values a visitor typed.
    const err = await t.app.database.db.execute(sql`select ${'priya.sharma@gmail.com'}::int as n`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    t.app.log.error({ err }, 'unexpected error');

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    for (const secret of [
      sessionId,
      'Priya#2024',
      'secret-reset-token-123',
      'secret-query-token-456',
      'secret-reset-token-789',
      'secret-reset-token-000',
      'secret-data-token-321',
      'secret-data-token-654',
      'priya.sharma@gmail.com',
      lead.email,
    ]) {
      expect(log).not.toContain(secret);
    }
    // The lines are still useful: the masked address and the request path are there.
    expect(log).toContain('p***@gmail.com');
    expect(log).toContain('/apiauth/resetpassword/0b6f4b8e-7f7e-4c59-9d32-6a0d1f3f0f11/[redacted]');
    expect(log).toContain('/api/your-data/open/0b6f4b8e-7f7e-4c59-9d32-6a0d1f3f0f12/[redacted]');
    expect(log).toContain('unexpected error');
  });
});

describe('an unexpected fault', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-fault-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_CODE: 'itx-fault-admin-code',
      PUBLIC_DIR: path.join(dataDir, 'none'),
      LOG_LEVEL: 'info',
    });
    config.databaseUrl = null;
    config.pgliteDir = 'memory://';
    app = await buildApp(config, { logger: loggerOptions('info', { write: (line: string) => lines.push(line) }) });
    // A route that fails the way a bug would, with internals in its error.
    app.get('/api/test-only/boom', async () => {
      throw new Error('relation "secret_table" at /srv/itx/server.ts password=hunter2');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 500 with a body that reveals nothing internal, and logs the error with the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(res.statusCode).toBe(500);
    const body = json<{ message: string; requestId: string }>(res);
    expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
    expect(body.message).toBe('Something went wrong on our side. Please try again.');
    expect(res.body).not.toMatch(/secret_table|srv|hunter2|Error|stack/);
    const line = lines
      .map((l) => JSON.parse(l) as { msg?: string; reqId?: string; err?: { message?: string } })
      .find((l) => l.msg === 'unexpected error');
    expect(line?.reqId).toBe(body.requestId);
    expect(line?.err?.message).toMatch(/secret_table/);
    // The security headers are on error answers too.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
