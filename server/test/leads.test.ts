import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { istDay } from '@contract';
import { appPerDescribe, appWithAdmin, DB_KIND, jobRow, json } from './helper';
import { jobs, leads } from '../src/db/schema';
import { uniqueEmail } from './support/leads';

// Building the app on a fresh database takes a few seconds, more on a busy machine.
jest.setTimeout(30_000);

const CAPTURE = (formId: string, key = 'itx') => `/api/FormLeadCapture/${key}/${formId}`;

/** A valid call-back lead with a unique e-mail (so tests never fold into each other). */
function callBack(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ravi Kumar',
    email: uniqueEmail('ravi'),
    countryCode: '+91',
    phone: '9876543210',
    courseInterest: 'Data Science',
    ...overrides,
  };
}

describe(`lead capture on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();
  const count = async () => (await ctx.t.app.database.db.select().from(leads)).length;

  it('stores a call-back lead (form 5) and answers StatusCode 200', async () => {
    const body = callBack({ email: 'Ravi.Kumar@Example.IN', sourcePage: '/enrollnow', utmSource: 'google', utmCampaign: 'diwali' });
    const res = await ctx.t.request({ method: 'POST', url: CAPTURE('5'), payload: body });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ StatusCode: 200, message: expect.stringMatching(/Thank you/) });
    const [row] = await ctx.t.app.database.db.select().from(leads).where(eq(leads.email, 'ravi.kumar@example.in'));
    expect(row).toMatchObject({
      form: 'call-back',
      formId: '5',
      name: 'Ravi Kumar',
      countryCode: '+91',
      phone: '9876543210',
      interest: 'Data Science',
      sourcePage: '/enrollnow',
      utm: { utm_source: 'google', utm_campaign: 'diwali' },
      status: 'new',
    });
  });

  it('stores a workshop registration (form 13) with its session, titled from the database', async () => {
    const { sessions } = json<{ sessions: string[] }>(await ctx.t.request({ method: 'GET', url: '/api/workshops/data-analytics' }));
    const session = sessions[0] ?? '';
    expect(session).toMatch(/^Sat, \d{1,2} [A-Z][a-z]{2} \d{4} \(2pm-5pm\)$/);
    const res = await ctx.t.request({
      method: 'POST',
      url: CAPTURE('13'),
      payload: {
        name: 'Sneha Reddy',
        email: 'sneha.workshop@example.in',
        countryCode: '+44',
        phone: '7700900123',
        session,
        bootcampTitle: 'Anything the client says',
        bootcampSlug: 'data-analytics',
      },
    });
    expect(json(res)).toMatchObject({ StatusCode: 200 });
    const [row] = await ctx.t.app.database.db.select().from(leads).where(eq(leads.email, 'sneha.workshop@example.in'));
    expect(row).toMatchObject({
      form: 'workshop',
      formId: '13',
      interest: 'Data Analytics Workshop',
      session,
      refSlug: 'data-analytics',
      waitlist: false,
    });
  });

  it('refuses a registration for an unknown workshop, storing nothing', async () => {
    const before = await count();
    const registration = { name: 'Sneha', email: 'nosession@example.in', countryCode: '+91', phone: '9876543210', bootcampTitle: 'x' };
    const unknown = await ctx.t.request({
      method: 'POST',
      url: CAPTURE('13'),
      payload: { ...registration, session: 'x', bootcampSlug: 'no-such' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('This workshop is not open for registration.');
    expect(await count()).toBe(before);
  });

  it('stores a job application (form 21) with the job title and the note', async () => {
    await ctx.t.app.database.db.insert(jobs).values(jobRow({ slug: 'lead-test-trainer', title: 'Python Trainer' }));
    const res = await ctx.t.request({
      method: 'POST',
      url: CAPTURE('21'),
      payload: {
        name: 'Kiran',
        email: 'kiran.applicant@example.in',
        countryCode: '+91',
        phone: '9123456789',
        jobTitle: 'Python Trainer',
        jobSlug: 'lead-test-trainer',
        message: 'Five years of teaching.',
      },
    });
    expect(json(res)).toMatchObject({ StatusCode: 200 });
    const [row] = await ctx.t.app.database.db.select().from(leads).where(eq(leads.email, 'kiran.applicant@example.in'));
    expect(row).toMatchObject({ form: 'job-application', interest: 'Python Trainer', message: 'Five years of teaching.' });
    const gone = await ctx.t.request({
      method: 'POST',
      url: CAPTURE('21'),
      payload: { ...callBack(), jobTitle: 'X', jobSlug: 'closed-job' },
    });
    expect(gone.statusCode).toBe(400);
    expect(json(gone)).toMatchObject({ StatusCode: 400, message: 'This job is no longer open.' });

    await ctx.t.app.database.db
      .insert(jobs)
      .values(jobRow({ slug: 'lead-test-closed', title: 'Closed Trainer', validThrough: new Date(Date.now() - 1000) }));
    const before = await count();
    const closed = await ctx.t.request({
      method: 'POST',
      url: CAPTURE('21'),
      payload: { ...callBack({ email: 'late.applicant@example.in' }), jobTitle: 'Closed Trainer', jobSlug: 'lead-test-closed' },
    });
    expect(closed.statusCode).toBe(400);
    expect(json(closed)).toMatchObject({ message: 'This job is no longer open.' });
    expect(await count()).toBe(before);
  });

  it.each([
    ['a phone of 9 digits', { phone: '987654321' }, 'phone', 'Phone number must be exactly 10 digits.'],
    ['a phone with letters', { phone: '98765abcde' }, 'phone', 'Phone number must be exactly 10 digits.'],
    ['a malformed e-mail', { email: 'ravi@nowhere' }, 'email', 'Please enter a valid email address.'],
    ['an unknown country code', { countryCode: '+99' }, 'countryCode', 'Please choose a country code from the list.'],
    [
      'a course name longer than 200 characters',
      { courseInterest: 'C'.repeat(201) },
      'courseInterest',
      'Course must be at most 200 characters.',
    ],
    ['no name', { name: '   ' }, 'name', 'Name is required.'],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides, field, message) => {
    const before = await count();
    const res = await ctx.t.request({ method: 'POST', url: CAPTURE('5'), payload: callBack(overrides) });
    expect(res.statusCode).toBe(400);
    const body = json<{ StatusCode: number; message: string; fieldErrors: Record<string, string> }>(res);
    expect(body.StatusCode).toBe(400);
    expect(body.message).toBe(message);
    expect(body.fieldErrors[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    for (const payload of ['"just text"', '[1,2]', 'null']) {
      const res = await ctx.t.request({ method: 'POST', url: CAPTURE('5'), headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ StatusCode: 400, message: expect.any(String) });
    }
  });

  it('answers 404 for an unknown form key or form id', async () => {
    for (const url of [CAPTURE('6'), CAPTURE('5', 'other-key')]) {
      const res = await ctx.t.request({ method: 'POST', url, payload: callBack() });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ StatusCode: 404, message: 'This form does not exist.' });
    }
  });

  it('answers a database outage (503) and an unexpected failure (500) with StatusCode and the request id to quote', async () => {
    const repository = ctx.t.app.leadsRepository;
    const store = repository.store.bind(repository);
    const failures = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('secret_table broke'),
    ];
    try {
      for (const [i, failure] of failures.entries()) {
        repository.store = () => Promise.reject(failure);
        const res = await ctx.t.request({ method: 'POST', url: CAPTURE('5'), payload: callBack() });
        const status = i === 0 ? 503 : 500;
        expect(res.statusCode).toBe(status);
        expect(json(res)).toEqual({ StatusCode: status, message: expect.any(String), requestId: res.headers['x-request-id'] });
        expect(res.body).not.toMatch(/secret_table|ECONNREFUSED/);
      }
    } finally {
      repository.store = store;
    }
  });

  it('answers the honeypot with success but stores nothing', async () => {
    const before = await count();
    const res = await ctx.t.request({ method: 'POST', url: CAPTURE('5'), payload: callBack({ website: 'http://spam.example' }) });
    expect(res.statusCode).toBe(200);
    expect(json(res).StatusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('folds a repeat of the same submission within 10 minutes into one lead, answering success each time', async () => {
    const body = callBack();
    const answers = await Promise.all([1, 2, 3].map(() => ctx.t.request({ method: 'POST', url: CAPTURE('5'), payload: body })));
    for (const res of answers) expect(json(res).StatusCode).toBe(200);
    const rows = await ctx.t.app.database.db.select().from(leads).where(eq(leads.email, body.email));
    expect(rows).toHaveLength(1);
    // A different course is a different request.
    await ctx.t.request({ method: 'POST', url: CAPTURE('5'), payload: { ...body, courseInterest: 'MERN Stack' } });
    expect(await ctx.t.app.database.db.select().from(leads).where(eq(leads.email, body.email))).toHaveLength(2);
  });

  describe('admin leads API', () => {
    beforeAll(async () => {
      await ctx.t.request({
        method: 'POST',
        url: CAPTURE('5'),
        payload: callBack({
          name: '=HYPERLINK("http://evil")',
          email: 'formula@example.in',
          courseInterest: 'Java Full Stack Development',
        }),
      });
      await ctx.t.request({
        method: 'POST',
        url: CAPTURE('5'),
        payload: callBack({ name: 'Lakshmi, "Lucky" Devi', email: 'lakshmi@example.in', courseInterest: 'Cloud Computing' }),
      });
    });

    it('refuses a visitor on every admin endpoint', async () => {
      for (const [method, url] of [
        ['GET', '/api/leads'],
        ['GET', '/api/leads/export.csv'],
        ['PATCH', '/api/leads/00000000-0000-0000-0000-000000000000/status'],
      ] as const) {
        const res = await ctx.t.request({ method, url, payload: method === 'PATCH' ? { status: 'contacted' } : undefined });
        expect(res.statusCode).toBe(401);
      }
    });

    it('lists leads newest first, with search, filters and paging', async () => {
      const res = await ctx.asAdmin({ method: 'GET', url: '/api/leads?pageSize=2&page=1' });
      expect(res.statusCode).toBe(200);
      const body = json<{ items: { email: string; createdAt: string }[]; total: number; page: number; pageSize: number }>(res);
      expect(body.items).toHaveLength(2);
      expect(body.total).toBe(await count());
      expect(body.items[0]?.email).toBe('lakshmi@example.in');
      const page2 = json<{ items: { email: string }[] }>(await ctx.asAdmin({ method: 'GET', url: '/api/leads?pageSize=2&page=2' }));
      expect(page2.items[0]?.email).not.toBe(body.items[0]?.email);

      const search = json<{ items: { email: string }[]; total: number }>(
        await ctx.asAdmin({ method: 'GET', url: '/api/leads?search=LAKSHMI' }),
      );
      expect(search.items.map((i) => i.email)).toEqual(['lakshmi@example.in']);

      const workshopsOnly = json<{ items: { form: string }[] }>(await ctx.asAdmin({ method: 'GET', url: '/api/leads?form=workshop' }));
      expect(workshopsOnly.items.length).toBeGreaterThan(0);
      expect(workshopsOnly.items.every((i) => i.form === 'workshop')).toBe(true);

      const byInterest = json<{ items: { email: string }[] }>(
        await ctx.asAdmin({
          method: 'GET',
          url: `/api/leads?interest=${encodeURIComponent('Java Full Stack Development')}`,
        }),
      );
      expect(byInterest.items.map((i) => i.email)).toEqual(['formula@example.in']);

      // The filter's days are Hyderabad days: from 18:30 UTC the UTC date is still "yesterday" there.
      const today = istDay(new Date());
      const future = json<{ total: number }>(await ctx.asAdmin({ method: 'GET', url: '/api/leads?from=2999-01-01' }));
      expect(future.total).toBe(0);
      const past = json<{ total: number }>(await ctx.asAdmin({ method: 'GET', url: `/api/leads?from=2020-01-01&to=${today}` }));
      expect(past.total).toBe(await count());
    });

    it('filters by Hyderabad calendar days, not UTC days', async () => {
      const [row] = await ctx.t.app.database.db.select().from(leads).where(eq(leads.email, 'lakshmi@example.in'));
      if (!row) throw new Error('seeded lead missing');
      // 20:00 UTC on 1 March 2021 is 01:30 on 2 March in Hyderabad.
      await ctx.t.app.database.db
        .update(leads)
        .set({ createdAt: new Date('2021-03-01T20:00:00Z') })
        .where(eq(leads.id, row.id));
      try {
        const onDay = async (day: string) =>
          json<{ items: { id: string }[] }>(await ctx.asAdmin({ method: 'GET', url: `/api/leads?from=${day}&to=${day}` })).items.map(
            (i) => i.id,
          );
        expect(await onDay('2021-03-02')).toEqual([row.id]);
        expect(await onDay('2021-03-01')).toEqual([]);
      } finally {
        await ctx.t.app.database.db.update(leads).set({ createdAt: row.createdAt }).where(eq(leads.id, row.id));
      }
    });

    it('refuses bad filters with 400', async () => {
      for (const q of ['status=lost', 'form=fax', 'from=13-09-2025', 'page=0', 'pageSize=1000']) {
        const res = await ctx.asAdmin({ method: 'GET', url: `/api/leads?${q}` });
        expect(res.statusCode).toBe(400);
        expect(typeof json(res).message).toBe('string');
      }
    });

    it('changes a status, and refuses an unknown status or lead', async () => {
      const [row] = await ctx.t.app.database.db.select().from(leads).where(eq(leads.email, 'lakshmi@example.in'));
      if (!row) throw new Error('seeded lead missing');
      const ok = await ctx.asAdmin({
        method: 'PATCH',
        url: `/api/leads/${row.id}/status`,
        payload: { status: 'contacted' },
      });
      expect(ok.statusCode).toBe(200);
      expect(json(ok)).toMatchObject({ id: row.id, status: 'contacted' });
      const filtered = json<{ items: { id: string }[] }>(await ctx.asAdmin({ method: 'GET', url: '/api/leads?status=contacted' }));
      expect(filtered.items.map((i) => i.id)).toEqual([row.id]);

      const bad = await ctx.asAdmin({
        method: 'PATCH',
        url: `/api/leads/${row.id}/status`,
        payload: { status: 'lost' },
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ message: 'Unknown status.' });
      for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
        const missing = await ctx.asAdmin({
          method: 'PATCH',
          url: `/api/leads/${id}/status`,
          payload: { status: 'closed' },
        });
        expect(missing.statusCode).toBe(404);
      }
    });

    it('exports the filtered list as spreadsheet-safe UTF-8 CSV', async () => {
      const res = await ctx.asAdmin({ method: 'GET', url: '/api/leads/export.csv?search=example.in' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="itx-leads-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(res.body.startsWith('\uFEFF"Created (IST, UTC+05:30)","Name","Email","Phone"')).toBe(true);
      const lines = res.body.split('\r\n');
      const formula = lines.find((l) => l.includes('formula@example.in'));
      expect(formula).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(formula).toContain(',"Java Full Stack Development",');
      expect(formula).toContain(',"Call back / demo","new",');
      const lakshmi = lines.find((l) => l.includes('lakshmi@example.in'));
      expect(lakshmi).toContain('"Lakshmi, ""Lucky"" Devi"');
      expect(lakshmi).toContain(',"contacted",');
      expect(lakshmi).toContain(',"(+91) 9876543210",');
      const onlyMean = await ctx.asAdmin({
        method: 'GET',
        url: `/api/leads/export.csv?interest=${encodeURIComponent('Java Full Stack Development')}`,
      });
      expect(onlyMean.body.trim().split('\r\n')).toHaveLength(2);
    });
  });
});

describe(`lead capture limits on ${DB_KIND}`, () => {
  const ctx = appPerDescribe({ env: { RATE_LIMIT_SCALE: '1', LEADS_NOTIFY_EMAIL: 'admissions@itx.test' } });

  it('e-mails each new lead to LEADS_NOTIFY_EMAIL (the outbox without SMTP_URL)', async () => {
    const res = await ctx.t.request({ method: 'POST', url: CAPTURE('5'), payload: callBack({ name: 'Mail Check' }) });
    expect(json(res).StatusCode).toBe(200);
    const outbox = path.join(ctx.t.config.dataDir, 'outbox');
    let mail = '';
    // The mail is written after the answer (as a .part file, then renamed): wait until it is there. The
    // visitor's own confirmation is written beside it (issue 43).
    for (let i = 0; i < 50 && mail === ''; i += 1) {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      const texts = files.map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
      mail = texts.find((text) => /^To: admissions@itx\.test/m.test(text)) ?? '';
      if (mail === '') await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail).toMatch(/To: admissions@itx\.test/);
    expect(mail).toMatch(/Subject: New lead \(Call back \/ demo\): Mail Check, Data Science/);
  });

  it('stores the lead even when the notification mail fails', async () => {
    const send = ctx.t.app.mailer.send;
    ctx.t.app.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const body = callBack({ name: 'No Mail' });
      const res = await ctx.t.request({ method: 'POST', url: CAPTURE('5'), payload: body });
      expect(json(res).StatusCode).toBe(200);
      expect(await ctx.t.app.database.db.select().from(leads).where(eq(leads.email, body.email))).toHaveLength(1);
    } finally {
      ctx.t.app.mailer.send = send;
    }
  });

  it('answers 429 with a message once one address sends too many, storing nothing more', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const res = await ctx.t.request({ method: 'POST', url: CAPTURE('5'), payload: callBack() });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(json(res)).toMatchObject({
          StatusCode: 429,
          message: expect.stringMatching(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/),
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // 2 leads above plus these: the 21st request of the window is the first refused.
    expect(statuses.filter((s) => s === 200)).toHaveLength(18);
    expect(statuses.slice(18).every((s) => s === 429)).toBe(true);
    expect((await ctx.t.app.database.db.select().from(leads)).length).toBe(20);
  });
});

describe(`the inbox search on ${DB_KIND}`, () => {
  const ctx = appPerDescribe();

  // Migration 0020: a search for part of a name, an address, a phone or a course is answered from trigram
  // indexes, not by reading every lead (250 ms of PostgreSQL's time per search on 100,000 leads, seconds on PGlite).
  it('can answer each searched field from its trigram index', async () => {
    const plan = await ctx.t.app.database.db.transaction(async (tx) => {
      // A handful of leads is cheaper to read whole: forbid that, so the plan shows whether an index can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select id from leads where name ilike '%priya%' or email ilike '%priya%' or phone ilike '%priya%' or interest ilike '%priya%'`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    for (const index of ['leads_name_trgm_idx', 'leads_email_trgm_idx', 'leads_phone_trgm_idx', 'leads_interest_trgm_idx']) {
      expect({ index, used: plan.includes(`Bitmap Index Scan on ${index}`) }).toEqual({ index, used: true });
    }
  });
});
