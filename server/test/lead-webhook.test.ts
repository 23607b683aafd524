import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  API,
  WEBHOOK_ALREADY_DELIVERED_MESSAGE,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_NOT_CONFIGURED_MESSAGE,
  type LeadWebhookPayload,
  type WebhookDeliveryDto,
  type WebhookDeliveryListResponse,
} from '@contract';
import { adminCookie, buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { setClock } from './support/clock';
import { CALL_BACK_PATH, uniqueLead } from './support/leads';
import { leads, webhookDeliveries } from '../src/db/schema';
import { loadConfig } from '../src/plugins/external/config';

jest.setTimeout(60_000);

const SECRET = 'crm-shared-secret-0123456789';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  url: string;
}

/**
 * A CRM on 127.0.0.1: records every request and answers with the next queued status (200 when none is
 * queued), or holds the answer while `hold` is set. `down()` stops listening (connection refused) and
 * `up()` listens again on the same port.
 */
class FakeCrm {
  readonly received: Received[] = [];
  readonly statuses: number[] = [];
  hold = false;
  /** Answer each request this many ms late. */
  delayMs = 0;
  private held: http.ServerResponse[] = [];
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), url: req.url ?? '' });
      const status = this.statuses.shift() ?? 200;
      if (this.hold) this.held.push(res);
      else if (this.delayMs > 0) setTimeout(() => res.writeHead(status).end('ok'), this.delayMs);
      else res.writeHead(status).end('ok');
    });
  });
  port = 0;

  async up(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async down(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Answers every held request with `status`. */
  release(status = 200): void {
    this.hold = false;
    for (const res of this.held.splice(0)) res.writeHead(status).end('ok');
  }

  get listening(): boolean {
    return this.server.listening;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/itx?token=crm-path-token`;
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The signature a CRM computes to check a delivery: HMAC-SHA256 of "<timestamp>.<raw body>". */
function verifies(received: Received, secret: string): boolean {
  const timestamp = String(received.headers['x-itx-timestamp'] ?? '');
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex')}`);
  const given = Buffer.from(String(received.headers['x-itx-signature'] ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET', () => {
  it.each([
    [
      'a URL without a scheme',
      { LEAD_WEBHOOK_URL: 'crm.example.com/hook', LEAD_WEBHOOK_SECRET: SECRET },
      'LEAD_WEBHOOK_URL must be a URL (got "crm.example.com/hook").',
    ],
    [
      'an ftp URL',
      { LEAD_WEBHOOK_URL: 'ftp://crm.example.com/hook', LEAD_WEBHOOK_SECRET: SECRET },
      'LEAD_WEBHOOK_URL must start with http:// or https:// (got "ftp://crm.example.com/hook").',
    ],
    [
      'a URL without a secret',
      { LEAD_WEBHOOK_URL: 'https://crm.example.com/hook' },
      'LEAD_WEBHOOK_SECRET is required when LEAD_WEBHOOK_URL is set: at least 16 characters, the key the CRM checks X-ITX-Signature with.',
    ],
    [
      'a short secret',
      { LEAD_WEBHOOK_URL: 'https://crm.example.com/hook', LEAD_WEBHOOK_SECRET: 'too-short' },
      'LEAD_WEBHOOK_SECRET must be at least 16 characters long.',
    ],
    [
      'a secret without a URL',
      { LEAD_WEBHOOK_SECRET: SECRET },
      'LEAD_WEBHOOK_SECRET is set but LEAD_WEBHOOK_URL is not: set both to send new leads to a CRM, or neither.',
    ],
  ])('refuses %s with a message naming the variable', (_label, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads a valid pair, and neither', () => {
    expect(loadConfig({ LEAD_WEBHOOK_URL: 'https://crm.example.com/hook', LEAD_WEBHOOK_SECRET: SECRET })).toMatchObject({
      leadWebhookUrl: 'https://crm.example.com/hook',
      leadWebhookSecret: SECRET,
    });
    expect(loadConfig({})).toMatchObject({ leadWebhookUrl: null, leadWebhookSecret: null });
  });
});

describe(`the lead webhook on ${DB_KIND}`, () => {
  const crm = new FakeCrm();
  let t: TestApp & { databaseUrl: string | null };
  let cookie = '';

  const capture = async (tag?: string) => {
    const lead = uniqueLead(tag);
    const res = await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: lead });
    expect(res.statusCode).toBe(200);
    return lead;
  };
  const deliveryOf = async (email: string) => {
    const [row] = await t.app.database.db
      .select({ delivery: webhookDeliveries })
      .from(webhookDeliveries)
      .innerJoin(leads, eq(leads.id, webhookDeliveries.leadId))
      .where(eq(leads.email, email));
    if (!row) throw new Error(`no delivery for ${email}`);
    return row.delivery;
  };
  const list = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `${API.admin.webhookDeliveries}${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return json<WebhookDeliveryListResponse>(res);
  };

  beforeAll(async () => {
    await crm.up();
    t = await buildTestApp({ LEAD_WEBHOOK_URL: crm.url, LEAD_WEBHOOK_SECRET: SECRET });
    cookie = await adminCookie(t.app);
  });
  afterEach(() => {
    jest.useRealTimers();
    crm.release();
    crm.statuses.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await crm.down();
  });

  it('posts a new lead as signed JSON the CRM can verify, and lists the delivery', async () => {
    const before = crm.received.length;
    const lead = await capture();
    await t.app.leadWebhook.runOnce();
    const delivery = await deliveryOf(lead.email);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
    expect(delivery.deliveredAt).toBeInstanceOf(Date);

    const sent = crm.received.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    if (!request) throw new Error('nothing received');
    expect(request.url).toBe('/hooks/itx?token=crm-path-token');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'x-itx-event': 'lead.created',
      'x-itx-delivery': delivery.id,
    });
    const timestamp = Number(request.headers['x-itx-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(request.headers['x-itx-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifies(request, SECRET)).toBe(true);
    expect(verifies(request, 'another-secret-0123456789')).toBe(false);
    expect(verifies({ ...request, body: request.body.replace(lead.name, 'Someone Else') }, SECRET)).toBe(false);

    const payload = JSON.parse(request.body) as LeadWebhookPayload;
    expect(payload).toMatchObject({
      event: 'lead.created',
      deliveryId: delivery.id,
      lead: {
        id: delivery.leadId,
        form: 'call-back',
        name: lead.name,
        email: lead.email,
        countryCode: '+91',
        phone: lead.phone,
        interest: lead.courseInterest,
        sourcePage: '/contact',
        status: 'new',
      },
    });

    const page = await list();
    expect(page).toMatchObject({ configured: true, target: `http://127.0.0.1:${crm.port}`, page: 1, pageSize: 25 });
    expect(JSON.stringify(page)).not.toContain(SECRET);
    expect(JSON.stringify(page)).not.toContain('crm-path-token');
    expect(page.items[0]).toMatchObject({
      id: delivery.id,
      leadName: lead.name,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });

    const metrics = await t.request({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/itx_webhook_deliveries_total\{outcome="delivered"\} [1-9]/);
  });

  it('retries after a 500 with backoff and delivers on the next 200, with the same delivery id', async () => {
    crm.statuses.push(500);
    const before = crm.received.length;
    const lead = await capture();
    await t.app.leadWebhook.runOnce();
    const first = await deliveryOf(lead.email);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500 Internal Server Error' });
    // The next attempt is 30 s later.
    const wait = first.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    expect((await list('?status=pending')).items.find((d) => d.id === first.id)).toMatchObject({
      status: 'pending',
      lastStatusCode: 500,
      nextAttemptAt: first.nextAttemptAt.toISOString(),
    });

    // Not due yet: nothing is sent.
    expect(await t.app.leadWebhook.runOnce()).toBe(0);
    setClock(first.nextAttemptAt.getTime() + 1000);
    await t.app.leadWebhook.runOnce();
    expect(await deliveryOf(lead.email)).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null });
    const sent = crm.received.slice(before).map((r) => r.headers['x-itx-delivery']);
    expect(sent).toEqual([first.id, first.id]);
  });

  it('stores and answers a lead while the CRM is down, and delivers it once the CRM is back', async () => {
    await crm.down();
    try {
      const lead = await capture();
      expect(await t.app.database.db.select().from(leads).where(eq(leads.email, lead.email))).toHaveLength(1);
      await t.app.leadWebhook.runOnce();
      const delivery = await deliveryOf(lead.email);
      expect(delivery).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: null,
        lastError: 'Connection refused (ECONNREFUSED).',
      });
      await crm.up();
      setClock(delivery.nextAttemptAt.getTime() + 1000);
      await t.app.leadWebhook.runOnce();
      expect(await deliveryOf(lead.email)).toMatchObject({ status: 'delivered', attempts: 2 });
    } finally {
      if (!crm.listening) await crm.up();
    }
  });

  it('answers the lead while the CRM is still holding its delivery (the answer never waits for it)', async () => {
    crm.hold = true;
    const before = crm.received.length;
    const lead = await capture();
    // The lead's 200 came back; the CRM has the delivery and has not answered it.
    await until(() => crm.received.length > before, 'the delivery to reach the CRM');
    expect(crm.received[before]?.body).toContain(lead.email);
    expect((await deliveryOf(lead.email)).status).toBe('pending');
    crm.release(200);
    await until(async () => (await deliveryOf(lead.email)).status === 'delivered', 'the delivery to be recorded');
  });

  it(`gives a delivery up after ${WEBHOOK_MAX_ATTEMPTS} attempts, waiting longer each time, and an admin can retry it`, async () => {
    // Date stands still at the clock set: each wait is exactly the backoff.
    let now = Date.now();
    setClock(now);
    crm.statuses.push(503);
    const lead = await capture();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      if (attempt > 1) {
        crm.statuses.push(503);
        setClock(now);
      }
      await t.app.leadWebhook.runOnce();
      const d = await deliveryOf(lead.email);
      expect(d.attempts).toBe(attempt);
      if (attempt < WEBHOOK_MAX_ATTEMPTS) {
        expect(d.status).toBe('pending');
        waits.push((d.nextAttemptAt.getTime() - now) / 1000);
        now = d.nextAttemptAt.getTime() + 1000;
      } else {
        expect(d).toMatchObject({ status: 'failed', lastStatusCode: 503, lastError: 'HTTP 503 Service Unavailable' });
      }
    }
    expect(waits).toEqual([30, 120, 600, 3600, 21_600, 43_200, 86_400]);
    const failed = await deliveryOf(lead.email);
    // Given up: not tried again, however late.
    setClock(now + 7 * 86_400_000);
    expect(await t.app.leadWebhook.runOnce()).toBe(0);
    // Days have passed on this clock: the admin signs in again.
    cookie = await adminCookie(t.app);
    const listed = (await list('?status=failed')).items.find((d) => d.id === failed.id);
    expect(listed).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null });

    const retry = await t.request({ method: 'POST', url: `${API.admin.webhookDeliveries}/${failed.id}/retry`, headers: { cookie } });
    expect(retry.statusCode).toBe(200);
    const due = json<WebhookDeliveryDto>(retry);
    expect(due).toMatchObject({ id: failed.id, leadName: lead.name, status: 'pending', attempts: WEBHOOK_MAX_ATTEMPTS });
    expect(Math.abs(Date.parse(due.nextAttemptAt ?? '') - Date.now())).toBeLessThan(5000);
    await t.app.leadWebhook.runOnce();
    expect(await deliveryOf(lead.email)).toMatchObject({ status: 'delivered', attempts: WEBHOOK_MAX_ATTEMPTS + 1, lastStatusCode: 200 });

    const again = await t.request({ method: 'POST', url: `${API.admin.webhookDeliveries}/${failed.id}/retry`, headers: { cookie } });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: WEBHOOK_ALREADY_DELIVERED_MESSAGE });
    for (const id of [randomUUID(), 'not-a-delivery']) {
      const missing = await t.request({ method: 'POST', url: `${API.admin.webhookDeliveries}/${id}/retry`, headers: { cookie } });
      expect(missing.statusCode).toBe(404);
    }
    const anonymous = await t.request({ method: 'POST', url: `${API.admin.webhookDeliveries}/${failed.id}/retry` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bad list query with 400 and field errors', async () => {
    const res = await t.request({ method: 'GET', url: `${API.admin.webhookDeliveries}?status=lost&page=0`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      fieldErrors: { status: 'Status must be pending, delivered or failed.', page: 'Page must be 1 or more.' },
    });
  });

  (DB_KIND === 'postgres' ? it : it.skip)('sends each delivery once when two instances share the database', async () => {
    const other = await buildTestApp({ LEAD_WEBHOOK_URL: crm.url, LEAD_WEBHOOK_SECRET: SECRET }, { databaseUrl: t.databaseUrl ?? '' });
    try {
      // Slow answers, so the two instances' runs overlap.
      crm.delayMs = 200;
      const before = crm.received.length;
      const sent = await Promise.all(Array.from({ length: 12 }, () => capture()));
      await Promise.all([t.app.leadWebhook.runOnce(), other.app.leadWebhook.runOnce(), other.app.leadWebhook.runOnce()]);
      await Promise.all([t.app.leadWebhook.runOnce(), other.app.leadWebhook.runOnce()]);
      const ids = crm.received.slice(before).map((r) => String(r.headers['x-itx-delivery']));
      expect(ids).toHaveLength(sent.length);
      expect(new Set(ids).size).toBe(sent.length);
      for (const lead of sent) expect((await deliveryOf(lead.email)).status).toBe('delivered');
    } finally {
      crm.delayMs = 0;
      await other.close();
    }
  });
});

describe(`without a webhook on ${DB_KIND}`, () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await adminCookie(t.app);
  });
  afterAll(async () => t.close());

  it('queues nothing, says it is not configured, and refuses a retry', async () => {
    const lead = uniqueLead();
    expect((await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: lead })).statusCode).toBe(200);
    expect(await t.app.database.db.select().from(webhookDeliveries)).toEqual([]);
    const res = await t.request({ method: 'GET', url: API.admin.webhookDeliveries, headers: { cookie } });
    expect(json(res)).toEqual({ configured: false, target: null, items: [], total: 0, page: 1, pageSize: 25 });
    const retry = await t.request({ method: 'POST', url: `${API.admin.webhookDeliveries}/${randomUUID()}/retry`, headers: { cookie } });
    expect(retry.statusCode).toBe(409);
    expect(json(retry)).toEqual({ message: WEBHOOK_NOT_CONFIGURED_MESSAGE });
  });
});
