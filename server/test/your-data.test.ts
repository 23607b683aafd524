import {
  API,
  PRIVACY_ADMIN_API,
  YOUR_DATA_API,
  PRIVACY_MESSAGES,
  type AuditListResponse,
  type LeadDetailDto,
  type LeadListResponse,
  type PrivacyRequestDto,
  type PrivacyRequestListResponse,
  type YourDataDto,
} from '@contract';
import type { LightMyRequestResponse } from 'fastify';
import { jobs } from '../src/db/schema';
import { appWithAdmin, DB_KIND, jobRow, json } from './helper';
import { setClock } from './support/clock';
import { uniqueEmail } from './support/leads';
import { multipart } from './support/multipart';
import { realPdf } from './support/pdf';
import { startSmtpSink, type Received } from './support/smtp-sink';

jest.setTimeout(60_000);

const PUBLIC_URL = 'https://itx.example.in';
const CAPTURE = (formId: string) => `/api/FormLeadCapture/itx/${formId}`;
const SITE = { origin: PUBLIC_URL };

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The view's cookie from an answer's Set-Cookie, as a Cookie header. */
function viewCookie(res: LightMyRequestResponse): string {
  const header = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('itx_your_data='));
  if (!header) throw new Error('no view cookie');
  return header.split(';')[0] ?? '';
}

/**
 * Issue 42, "Your data": a person asks for a link by e-mail or phone (the answer never says whether anything is
 * held), opens it once within 30 minutes, sees and downloads everything held (records, consent, CV name, staff
 * notes), corrects it, withdraws consent, names a nominee and asks for erasure; staff complete the erasure and
 * nothing of the person is found afterwards through the inbox, the CSV, the audit log or the view.
 */
describe(`"Your data" on ${DB_KIND}`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let inbox: Received[];
  beforeAll(async () => {
    smtp = await startSmtpSink();
    inbox = smtp.inbox;
  });
  const env: Record<string, string> = {
    get SMTP_URL() {
      return smtp.url;
    },
    PUBLIC_URL,
  };
  const ctx = appWithAdmin({ env });
  afterAll(async () => {
    jest.useRealTimers();
    await smtp.close();
  });

  const email = uniqueEmail('anita');
  const other = uniqueEmail('other');

  beforeAll(async () => {
    await ctx.t.app.database.db.insert(jobs).values(jobRow({ slug: 'yd-python-trainer', title: 'Python Trainer' }));
    const callBack = await ctx.t.request({
      method: 'POST',
      url: CAPTURE('5'),
      payload: {
        name: 'Anita Desai',
        email,
        countryCode: '+91',
        phone: '9812345670',
        courseInterest: 'Data Science',
        noticeVersion: 0,
        marketingConsent: true,
      },
    });
    expect(callBack.statusCode).toBe(200);
    const { payload, headers } = multipart(
      {
        name: 'Anita Desai',
        email: email.toUpperCase(),
        countryCode: '+91',
        phone: '98123 45670',
        jobTitle: 'Python Trainer',
        jobSlug: 'yd-python-trainer',
        message: 'Five years.',
      },
      [{ field: 'cv', filename: 'Anita CV.pdf', contentType: 'application/pdf', bytes: realPdf('Anita Desai') }],
    );
    expect((await ctx.t.request({ method: 'POST', url: CAPTURE('21'), headers, payload })).statusCode).toBe(200);
    await ctx.t.request({
      method: 'POST',
      url: CAPTURE('5'),
      payload: { name: 'Someone Else', email: other, countryCode: '+91', phone: '9000000001', courseInterest: 'Data Science' },
    });
    // A counsellor's note on the call-back.
    const lead = await leadOf(email, 'call-back');
    const note = await ctx.asAdmin({
      method: 'POST',
      url: API.leads.notes(lead.id),
      payload: { body: 'Asked about weekend batches, Anita Desai' },
    });
    expect(note.statusCode).toBe(201);
  });

  async function leadsOf(address: string): Promise<LeadListResponse> {
    return json<LeadListResponse>(await ctx.asAdmin({ method: 'GET', url: `${API.leads.list}?search=${encodeURIComponent(address)}` }));
  }
  async function leadOf(address: string, form: string): Promise<LeadDetailDto> {
    const item = (await leadsOf(address)).items.find((l) => l.form === form);
    if (!item) throw new Error(`no ${form} lead for ${address}`);
    return json<LeadDetailDto>(await ctx.asAdmin({ method: 'GET', url: API.leads.one(item.id) }));
  }

  /** Asks for a link and waits for its e-mail; returns the link's API path, or null when no mail came within `waitMs`. */
  async function askLink(contact: string, waitMs = 5000): Promise<{ apiPath: string; to: string[]; raw: string } | null> {
    const before = inbox.length;
    const res = await ctx.t.request({ method: 'POST', url: YOUR_DATA_API.link, headers: SITE, payload: { contact } });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(PRIVACY_MESSAGES.linkSent);
    // Only the link's e-mail counts: a lead's own confirmation (issue 43) may arrive from the outbox meanwhile.
    const linkMail = () => inbox.slice(before).find((m) => /^Subject: Your data at /m.test(m.raw));
    for (let waited = 0; waited < waitMs && !linkMail(); waited += 20) await new Promise((r) => setTimeout(r, 20));
    const mail = linkMail();
    if (!mail) return null;
    const raw = decodeQuotedPrintable(mail.raw);
    const match = /https:\/\/itx\.example\.in\/your-data\/([0-9a-f-]{36})\/([\w-]{40,})/.exec(raw);
    if (!match) throw new Error(`no link in the mail:\n${raw}`);
    return { apiPath: YOUR_DATA_API.open(match[1] ?? '', match[2] ?? ''), to: mail.to, raw };
  }

  const open = (apiPath: string) => ctx.t.request({ method: 'POST', url: apiPath, headers: SITE });
  const asPerson = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.t.request({ method, url, headers: { ...SITE, cookie }, ...(payload ? { payload } : {}) });

  it('answers every link request alike, and mails a link only where something is held', async () => {
    expect(await askLink(uniqueEmail('nobody'), 600)).toBeNull();
    expect(await askLink('+91 90000 99999', 600)).toBeNull();
    const bad = await ctx.t.request({ method: 'POST', url: YOUR_DATA_API.link, headers: SITE, payload: { contact: 'not a contact' } });
    expect(bad.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(bad).fieldErrors.contact).toBe(PRIVACY_MESSAGES.contactInvalid);
    // A phone finds the records' e-mail address, and the link goes there.
    const byPhone = await askLink('98123 45670');
    expect(byPhone?.to).toEqual([email]);
    expect(byPhone?.raw).toMatch(/within 30 minutes/);
  });

  it('opens once, shows every record with its consent, CV name and notes, and downloads them as JSON and PDF', async () => {
    expect((await ctx.t.request({ method: 'GET', url: YOUR_DATA_API.view })).statusCode).toBe(401);
    const link = await askLink(email.toUpperCase());
    if (!link) throw new Error('no link mailed');
    const res = await open(link.apiPath);
    expect(res.statusCode).toBe(200);
    const setCookie = [res.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/itx_your_data=.*Path=\/api\/your-data/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const data = json<YourDataDto>(res);
    expect(data.subject).toBe(`email ${email}`);
    expect(data.records.map((r) => r.form).sort()).toEqual(['call-back', 'job-application']);
    const callBack = data.records.find((r) => r.form === 'call-back');
    expect(callBack?.consent.purposes).toEqual(['call-back', 'marketing']);
    expect(callBack?.notes.map((n) => n.body)).toEqual(['Asked about weekend batches, Anita Desai']);
    expect(data.records.find((r) => r.form === 'job-application')?.cvFileName).toBe('Anita CV.pdf');
    expect(JSON.stringify(data)).not.toContain(other);

    const again = await open(link.apiPath);
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(PRIVACY_MESSAGES.usedLink);

    const cookie = viewCookie(res);
    const file = await asPerson(cookie, 'GET', YOUR_DATA_API.exportJson);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="your-data.json"');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(file.body)).toMatchObject({ subject: `email ${email}`, records: expect.any(Array) as unknown });
    const pdf = await asPerson(cookie, 'GET', YOUR_DATA_API.exportPdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Each download is an access request, done at once.
    const after = json<YourDataDto>(await asPerson(cookie, 'GET', YOUR_DATA_API.view));
    expect(after.requests.filter((q) => q.kind === 'access').map((q) => q.status)).toEqual(['done', 'done']);
  });

  it('a link no longer opens after 30 minutes; a view ends after 30 minutes', async () => {
    const link = await askLink(email);
    if (!link) throw new Error('no link mailed');
    setClock(Date.now() + 31 * 60 * 1000);
    try {
      const late = await open(link.apiPath);
      expect(late.statusCode).toBe(400);
      expect(json(late).message).toBe(PRIVACY_MESSAGES.expiredLink);
    } finally {
      jest.useRealTimers();
    }
    const fresh = await askLink(email);
    if (!fresh) throw new Error('no link mailed');
    const cookie = viewCookie(await open(fresh.apiPath));
    setClock(Date.now() + 31 * 60 * 1000);
    try {
      const ended = await asPerson(cookie, 'GET', YOUR_DATA_API.view);
      expect(ended.statusCode).toBe(401);
      expect(json(ended).message).toBe(PRIVACY_MESSAGES.notOpen);
    } finally {
      jest.useRealTimers();
    }
  });

  it('corrects, withdraws consent, names a nominee and asks for erasure; staff erase and nothing of the person is left', async () => {
    const link = await askLink(email);
    if (!link) throw new Error('no link mailed');
    const cookie = viewCookie(await open(link.apiPath));

    const crossSite = await ctx.t.request({
      method: 'POST',
      url: YOUR_DATA_API.withdraw,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);

    const badFix = await asPerson(cookie, 'PUT', YOUR_DATA_API.details, { name: '', email: 'x', countryCode: '+91', phone: '12' });
    expect(badFix.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: Record<string, string> }>(badFix).fieldErrors).sort()).toEqual(['email', 'name', 'phone']);
    expect((await leadOf(email, 'call-back')).name).toBe('Anita Desai');

    // Correcting to another person's address would make the view follow it onto their records: refused, nothing changed.
    const takeover = await asPerson(cookie, 'PUT', YOUR_DATA_API.details, {
      name: 'Anita Desai',
      email: other,
      countryCode: '+91',
      phone: '9812345670',
    });
    expect(takeover.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: Record<string, string> }>(takeover).fieldErrors)).toEqual(['email']);
    expect((await leadOf(email, 'call-back')).email).toBe(email);
    const still = json<YourDataDto>(await asPerson(cookie, 'GET', YOUR_DATA_API.view));
    expect(JSON.stringify(still)).not.toContain(other);

    const fixed = await asPerson(cookie, 'PUT', YOUR_DATA_API.details, {
      name: 'Anita R. Desai',
      email,
      countryCode: '+91',
      phone: '9812345671',
    });
    expect(fixed.statusCode).toBe(200);
    expect(json<YourDataDto>(fixed).records.map((r) => `${r.name} ${r.phone}`)).toEqual([
      'Anita R. Desai 9812345671',
      'Anita R. Desai 9812345671',
    ]);
    expect((await leadOf(email, 'job-application')).name).toBe('Anita R. Desai');

    const withdrawn = json<YourDataDto>(await asPerson(cookie, 'POST', YOUR_DATA_API.withdraw));
    expect(withdrawn.records.flatMap((r) => r.consent.purposes)).not.toContain('marketing');
    expect((await leadOf(email, 'call-back')).consent.purposes).toEqual(['call-back']);

    const named = json<YourDataDto>(
      await asPerson(cookie, 'PUT', YOUR_DATA_API.nominee, { name: 'Kiran Desai', contact: 'kiran@example.in' }),
    );
    expect(named.nominee).toEqual({ name: 'Kiran Desai', contact: 'kiran@example.in' });

    const asked = json<YourDataDto>(await asPerson(cookie, 'POST', YOUR_DATA_API.erasure));
    const twice = json<YourDataDto>(await asPerson(cookie, 'POST', YOUR_DATA_API.erasure));
    const erasures = twice.requests.filter((q) => q.kind === 'erasure');
    expect(erasures).toHaveLength(1);
    expect(asked.requests.find((q) => q.kind === 'erasure')?.status).toBe('open');
    const due = Date.parse(erasures[0]?.dueAt ?? '') - Date.parse(erasures[0]?.createdAt ?? '');
    expect(due).toBe(30 * 24 * 60 * 60 * 1000);

    // Staff's list: signed out it is refused; signed in the open erasure comes first, with who asked.
    expect((await ctx.t.request({ method: 'GET', url: PRIVACY_ADMIN_API.requests })).statusCode).toBe(401);
    const list = json<PrivacyRequestListResponse>(await ctx.asAdmin({ method: 'GET', url: PRIVACY_ADMIN_API.requests }));
    expect(list.items[0]).toMatchObject({ kind: 'erasure', status: 'open', subject: `email ${email}` });
    const requestId = list.items[0]?.id ?? '';

    // Staff read the person's data before: the access log records it.
    const application = await leadOf(email, 'job-application');
    const cv = application.files[0];
    if (!cv) throw new Error('no CV kept');
    expect((await ctx.asAdmin({ method: 'GET', url: API.leads.file(application.id, cv.id) })).statusCode).toBe(200);
    expect((await ctx.asAdmin({ method: 'GET', url: `${API.leads.exportCsv}?search=${encodeURIComponent(email)}` })).statusCode).toBe(200);

    const done = await ctx.asAdmin({ method: 'POST', url: PRIVACY_ADMIN_API.complete(requestId), headers: SITE });
    expect(done.statusCode).toBe(200);
    expect(json<PrivacyRequestDto>(done)).toMatchObject({
      status: 'done',
      subject: null,
      detail: 'Erased 2 record(s), 1 file(s) and 1 note(s)',
      handledBy: 'Test Admin',
    });
    const repeat = await ctx.asAdmin({ method: 'POST', url: PRIVACY_ADMIN_API.complete(requestId), headers: SITE });
    expect(repeat.statusCode).toBe(409);

    // Nothing of the person is found: inbox, CSV, audit log, the requests list, the view.
    expect((await leadsOf(email)).total).toBe(0);
    expect((await leadsOf('Anita')).total).toBe(0);
    const csv = await ctx.asAdmin({ method: 'GET', url: API.leads.exportCsv });
    expect(csv.body).not.toMatch(/Anita|9812345671/);
    expect(csv.body).not.toContain(email);
    expect(csv.body).toContain(other);
    const audit = json<AuditListResponse>(await ctx.asAdmin({ method: 'GET', url: `${API.admin.activity}?pageSize=100` }));
    expect(JSON.stringify(audit)).not.toMatch(/Anita|9812345671/);
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(audit.items.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        `Downloaded the CV of lead ${application.id}`,
        `Opened lead ${application.id}`,
        'Exported leads as CSV (search=[erased])',
      ]),
    );
    expect(audit.items.some((e) => e.entity === 'privacy-request' && e.summary.startsWith(`Completed privacy request ${requestId}`))).toBe(
      true,
    );
    const after = json<PrivacyRequestListResponse>(await ctx.asAdmin({ method: 'GET', url: PRIVACY_ADMIN_API.requests }));
    const text = JSON.stringify(after);
    expect(text).not.toContain(email);
    expect(text).not.toMatch(/Kiran|Anita/);
    expect(after.items.filter((q) => q.kind === 'erasure' && q.status === 'done')).toHaveLength(1);
    expect((await asPerson(cookie, 'GET', YOUR_DATA_API.view)).statusCode).toBe(401);
    // Another person's records are untouched, and a new link for the erased address mails nothing.
    expect((await leadsOf(other)).total).toBe(1);
    expect(await askLink(email, 600)).toBeNull();
  });
});
