import zlib from 'node:zlib';
import {
  API,
  BROCHURE_LEAD_MESSAGE,
  DEFAULT_SITE_CONTACT,
  BROCHURE_LINK_EXPIRED_MESSAGE,
  BROCHURE_LINK_INVALID_MESSAGE,
  BROCHURE_LINK_MISSING_MESSAGE,
  formatCourseDate,
  formatFee,
  istDay,
  NO_OPEN_BATCH_MESSAGE,
  type BrochureLinkDto,
  type CourseDto,
  type LeadListResponse,
} from '@contract';
import { buildBrochure, pdfText } from '../src/lib/brochure';
import { redactSecretsInText } from '../src/lib/log-mask';
import { appWithAdmin, DB_KIND, json } from './helper';
import { setClock } from './support/clock';
import { courseDetails } from './support/fixtures';
import { movedContact } from './support/site-contact';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const day = (offset: number) => istDay(new Date(Date.now() + offset * DAY));

/** The WinAnsi bytes 0x80–0x9f that are not Latin-1 (the standard fonts' encoding). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š',
  0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—',
  0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
}; // prettier-ignore

const decode = (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');

/** A PDF literal string's text (its backslash escapes undone). */
function literal(text: string): string {
  return text.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, e: string) =>
    /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[e] ?? e),
  );
}

/** The deflated streams of a PDF as pdfkit writes them: `<< /Length n … >>` then `stream\n`, n bytes, `\nendstream`. */
function streams(raw: string): { dict: string; data: string }[] {
  const found: { dict: string; data: string }[] = [];
  for (let at = raw.indexOf('stream\n'); at !== -1; at = raw.indexOf('stream\n', at + 1)) {
    if (raw.slice(at - 3, at) === 'end') continue;
    const dict = raw.slice(raw.lastIndexOf('<<', at), at);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    found.push({ dict, data: raw.slice(at + 7, at + 7 + length) });
    at += 7 + length;
  }
  return found;
}

/**
 * The words a reader extracts from the PDF: every text object (BT … ET) of every deflated content stream,
 * its hex strings (pdfkit writes text as `<…> Tj` and `[<…> kerning <…>] TJ`) decoded from WinAnsi, one
 * line per text object.
 */
function extractText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const { dict, data } of streams(pdf.toString('latin1'))) {
    if (!dict.includes('/FlateDecode')) continue;
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const piece of content.split(/\bET\b/)) {
      const begin = piece.lastIndexOf('BT');
      if (begin === -1) continue;
      const text = piece.slice(begin + 2);
      lines.push([...text.matchAll(/<([\da-fA-F]*)>/g)].map((s) => decode(Buffer.from(s[1] ?? '', 'hex'))).join(''));
    }
  }
  return lines.join('\n');
}

/** The one-line text of a PDF: words wrapped onto the next line read on, as a reader joins them. */
const flat = (pdf: Buffer) => extractText(pdf).replace(/\s+/g, ' ');

/** The document's Title (Info dictionary), written directly or as a reference to a string object. */
function pdfTitle(pdf: Buffer): string | null {
  const raw = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(raw);
  const value = ref ? new RegExp(`(?:^|\\s)${ref[1]} 0 obj\\s*([^]*?)\\s*endobj`).exec(raw)?.[1] : /\/Title\s*(\([^]*?\))/.exec(raw)?.[1];
  const m = value ? /^\(([^]*)\)$/.exec(value) : null;
  return m ? literal(m[1] ?? '') : null;
}

describe(`the course brochure on ${DB_KIND}`, () => {
  afterAll(() => {
    jest.useRealTimers();
  });
  const ctx = appWithAdmin();

  const ask = (slug: string, payload: Record<string, unknown>) =>
    ctx.t.request({ method: 'POST', url: `/api/courses/${slug}/brochure`, payload });
  const leadsNamed = async (name: string) =>
    json<LeadListResponse>(await ctx.asAdmin({ method: 'GET', url: `/api/leads?search=${encodeURIComponent(name)}&pageSize=100` })).items;
  const course = async (slug: string) => json<CourseDto>(await ctx.t.request({ method: 'GET', url: `/api/courses/${slug}` }));
  const addBatch = (slug: string, startDate: string, applyBy: string) =>
    ctx.asAdmin({
      method: 'POST',
      url: `/api/courses/${slug}/batches`,
      payload: { startDate, applyBy, mode: 'classroom', days: 'weekend', timing: 'Sat & Sun, 10 AM – 1 PM', seats: 24 },
    });

  it('stores a brochure request as a call-back lead about the course, from its page, marked in its message, and answers a download link', async () => {
    const res = await ask('data-science', {
      name: 'Brochure Reader',
      countryCode: '+44',
      phone: '9876543210',
      utmSource: 'google',
      utmCampaign: 'brochure-test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = json<BrochureLinkDto>(res);
    expect(link.url).toMatch(/^\/api\/courses\/data-science\/brochure\.pdf\?t=\d+\.[\w-]{43}$/);
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const [lead, ...more] = await leadsNamed('Brochure Reader');
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      form: 'call-back',
      name: 'Brochure Reader',
      email: '',
      countryCode: '+44',
      phone: '9876543210',
      interest: (await course('data-science')).leadCourse,
      sourcePage: '/courses/data-science',
      message: BROCHURE_LEAD_MESSAGE,
      utm: { utm_source: 'google', utm_campaign: 'brochure-test' },
      status: 'new',
    });
  });

  it('refuses a bad request with field messages, and an unknown course with 404, storing nothing', async () => {
    const bad = await ask('data-science', { name: ' ', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(bad).fieldErrors).toEqual({
      name: 'Name is required.',
      phone: 'Phone number must be exactly 10 digits.',
    });
    const unknown = await ask('no-such-course', { name: 'Nobody Known', countryCode: '+91', phone: '9876543210' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: 'Course not found.' });
    expect(await leadsNamed('Nobody Known')).toEqual([]);

    // The honeypot: answered like anyone else, nothing kept.
    const bot = await ask('data-science', { name: 'Bot Filler', countryCode: '+91', phone: '9876543210', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(200);
    expect(json<BrochureLinkDto>(bot).url).toContain('/brochure.pdf?t=');
    expect(await leadsNamed('Bot Filler')).toEqual([]);
  });

  it("sends the course's brochure as a PDF attachment: real text with its title, fee and open batches, never a closed one", async () => {
    // Apply-by yesterday (its start still ahead): closed. Apply-by today: still open.
    const closedStart = day(400);
    const openStart = day(401);
    expect((await addBatch('data-science', closedStart, day(-1))).statusCode).toBe(201);
    expect((await addBatch('data-science', openStart, day(0))).statusCode).toBe(201);
    const ds = await course('data-science');
    const { url } = json<BrochureLinkDto>(await ask('data-science', { name: 'Pdf Reader', countryCode: '+91', phone: '9876500000' }));

    const res = await ctx.t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="itx-data-science-brochure.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(pdf)).toBe('Data Science: course brochure');
    // A4: 595.28 × 841.89 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const text = flat(pdf);
    expect(text).toContain('Data Science');
    expect(text).toContain(ds.summary);
    expect(text).toContain(`Course fee ${formatFee(ds.fee.amount).replace('₹', 'INR ')}`);
    expect(text).toContain(`Duration ${ds.time}`);
    expect(text).toContain(`Starts ${formatCourseDate(openStart)}`);
    for (const batch of ds.batches) expect(text).toContain(`Starts ${formatCourseDate(batch.startDate)}`);
    expect(text).not.toContain(formatCourseDate(closedStart));
    // The spec's Nov 2025 batch is long past.
    expect(text).not.toContain('Nov 06th 2025');
    expect(text).toContain(ds.details.curriculum[0]?.modules[0] ?? 'no module');
    expect(text).toContain(ds.details.tools[0] ?? 'no tool');
    expect(text).toContain(ds.details.outcomes[0] ?? 'no outcome');
    expect(text).toContain(ds.instructor.name);
    expect(text).toContain(ds.instructor.role);
    expect(text).toContain('info@itxhyderabad.in');
    expect(text).toContain('+91 90000 12345');
    expect(text).toContain('HITEC City');
    expect(text).toContain(`Generated on ${formatCourseDate(istDay(new Date()))}`);
    expect(text).toContain('http://localhost:3000/courses/data-science');
  });

  it('makes a brochure once per course version and day, and a new one when the course changes', async () => {
    const { url } = json<BrochureLinkDto>(await ask('cloud-computing', { name: 'Cache Reader', countryCode: '+91', phone: '9876511111' }));
    const first = (await ctx.t.request({ method: 'GET', url })).rawPayload;
    try {
      // Two seconds on, a fresh PDF would carry another creation time: the same bytes mean the cached copy.
      setClock(Date.now() + 2000);
      expect((await ctx.t.request({ method: 'GET', url })).rawPayload.equals(first)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    const start = day(402);
    expect((await addBatch('cloud-computing', start, day(395))).statusCode).toBe(201);
    const after = (await ctx.t.request({ method: 'GET', url })).rawPayload;
    expect(after.equals(first)).toBe(false);
    expect(flat(after)).toContain(`Starts ${formatCourseDate(start)}`);
  });

  it('shows the contact facts staff keep in Site settings, and makes a new brochure once they change', async () => {
    const { url } = json<BrochureLinkDto>(await ask('data-analytics', { name: 'Contact Reader', countryCode: '+91', phone: '9876533333' }));
    const before = (await ctx.t.request({ method: 'GET', url })).rawPayload;
    expect(flat(before)).toContain('+91 90000 12345');
    const saved = await ctx.asAdmin({ method: 'PUT', url: API.site.adminContact, payload: movedContact() });
    expect(saved.statusCode).toBe(200);
    const text = flat((await ctx.t.request({ method: 'GET', url })).rawPayload);
    expect(text).toContain('ITX Skills Private Limited');
    expect(text).toContain('+91 98480 22338, +91 40 2345 6789');
    expect(text).toContain('hello@itx-skills.in');
    expect(text).toContain('5th Floor, Orbit Tower, Gachibowli');
    expect(text).toContain('Tuesday to Sunday, 10:00 am to 6:30 pm');
    expect(text).not.toContain('+91 90000 12345');
  });

  it('answers 403 with a clear message to a link without a token, with a forged or another course’s token, or an expired one', async () => {
    const { url } = json<BrochureLinkDto>(await ask('mern-stack', { name: 'Token Tester', countryCode: '+91', phone: '9876522222' }));
    const token = new URL(url, 'http://x').searchParams.get('t') ?? '';
    const get = (path: string) => ctx.t.request({ method: 'GET', url: path });
    const refused = async (path: string, message: string) => {
      const res = await get(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 403 });
      expect(json(res)).toEqual({ message });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    };

    await refused('/api/courses/mern-stack/brochure.pdf', BROCHURE_LINK_MISSING_MESSAGE);
    await refused('/api/courses/mern-stack/brochure.pdf?t=', BROCHURE_LINK_MISSING_MESSAGE);
    const [expires, signature = ''] = token.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await refused(`/api/courses/mern-stack/brochure.pdf?t=${expires}.${flipped}`, BROCHURE_LINK_INVALID_MESSAGE);
    // A later expiry with the same signature: the expiry is signed too.
    await refused(`/api/courses/mern-stack/brochure.pdf?t=${Number(expires) + 86_400}.${signature}`, BROCHURE_LINK_INVALID_MESSAGE);
    await refused(`/api/courses/data-science/brochure.pdf?t=${token}`, BROCHURE_LINK_INVALID_MESSAGE);
    await refused('/api/courses/mern-stack/brochure.pdf?t=not-a-token', BROCHURE_LINK_INVALID_MESSAGE);
    expect((await get(url)).statusCode).toBe(200);
    try {
      setClock(Date.now() + 24 * 3_600_000 + 60_000);
      await refused(url, BROCHURE_LINK_EXPIRED_MESSAGE);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the link token out of log lines', () => {
    expect(redactSecretsInText('GET /api/courses/mern-stack/brochure.pdf?t=1900000000.abc_DEF-123')).toBe(
      'GET /api/courses/mern-stack/brochure.pdf?t=[redacted]',
    );
  });

  it('answers 404 for an unknown course, with or without a token', async () => {
    const { url } = json<BrochureLinkDto>(await ask('mern-stack', { name: 'Token Tester', countryCode: '+91', phone: '9876522222' }));
    const token = new URL(url, 'http://x').searchParams.get('t') ?? '';
    for (const path of [
      `/api/courses/no-such-course/brochure.pdf?t=${token}`,
      '/api/courses/no-such-course/brochure.pdf',
      '/api/courses/NOT..a/brochure.pdf',
    ]) {
      const res = await ctx.t.request({ method: 'GET', url: path });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      expect(json(res)).toEqual({ message: 'Course not found.' });
    }
  });
});

describe('the brochure builder', () => {
  const base = {
    _id: 'c1',
    code: 7,
    slug: 'telugu-course',
    title: 'Café Analytics',
    summary: 'Learn with a fee of ₹45,000 and తెలుగు notes.',
    image: '/images/courses/data-science.svg',
    imageAlt: '',
    rating: 4.5,
    lessons: 2,
    time: '4 Weeks',
    instructor: { name: 'Asha Rao', role: 'Trainer', avatar: '', experience: null, linkedin: null, bio: null, sample: true, consent: null },
    fee: { amount: 45000, emi: 'No-cost EMI from ₹7,500 a month', scholarship: null },
    tools: ['Git'],
    leadCourse: 'Café Analytics',
    hero: null,
    nextBatch: null,
    version: 1,
    details: courseDetails(),
    batches: [],
  } satisfies CourseDto;

  it('writes the rupee sign as INR and letters the standard fonts lack as "?"', () => {
    expect(pdfText('₹45,000 – “ok” café')).toBe('INR 45,000 – “ok” café');
    expect(pdfText('తెలుగు\tﬁle')).toBe('?????? file');
  });

  it('says new dates are coming when no batch is open, and marks a sample trainer profile', async () => {
    const pdf = await buildBrochure(base, { now: new Date(), siteUrl: 'https://itx.example', site: DEFAULT_SITE_CONTACT });
    const text = flat(pdf);
    expect(text).toContain('Café Analytics');
    expect(text).toContain('INR 45,000');
    expect(text).toContain('No-cost EMI from INR 7,500 a month');
    expect(text).toContain(`${NO_OPEN_BATCH_MESSAGE}.`);
    expect(text).toContain('Sample profile');
    expect(text).toContain('1. One');
    expect(text).toContain('2. Two');
    expect(text).toContain('https://itx.example/courses/telugu-course');
  });
});
