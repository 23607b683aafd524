import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import fs from 'node:fs';
import {
  ADMIN_MAIL_API,
  LEAD_CONTACT_API,
  WEB_VITALS_API,
  LEAD_TASK_API,
  REGISTRATION_API,
  DEFAULT_MAIL_TEMPLATES,
  API,
  PRIVACY_ADMIN_API,
  YOUR_DATA_API,
  DEFAULT_PAGE_COPY,
  DEFAULT_SITE_CONTACT,
  SAMPLE_FIGURES,
  LEAD_FORM_IDS,
  ROUTES,
  type AdminCourseDto,
  type BlogDto,
  type JobDto,
  type LeadListResponse,
  type WorkshopDto,
} from '@contract';
import { buildTestApp, DB_KIND, TEST_ADMIN_CODE, type TestApp } from './helper';
import { fakeBuild } from './support/fake-build';
import { courseBody, jobBody } from './support/fixtures';
import { documentAjv, type DocumentValidators } from './support/openapi-ajv';
import {
  closeAgent,
  docPathOf,
  operationsOf,
  plainRequest,
  requestsFor,
  send,
  type FuzzContext,
  type FuzzRequest,
  PROTO_VALUES,
  type Operation,
  type PlainFactory,
} from './fuzz-requests';

/*
 * Issue 15, "proof that does not come from us": every operation of the OpenAPI document, admin ones
 * with a real session, with valid and schema-breaking input. Asserts no 5xx, every answer matching the
 * document for its status, and no answer slower than 10× the operation's plain request.
 *   FUZZ_SEED=n   replays a run (the seed is printed);  FUZZ_RUNS=n   number of fuzzed requests (3000).
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261125;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 3000;
/** Below this an answer is never "slow": scheduling and GC on a shared machine, not the input. */
const FLOOR_MS = process.env.FUZZ_FLOOR_MS ? Number(process.env.FUZZ_FLOOR_MS) : 100;
const SLOW_FACTOR = 10;
const ADMIN = { email: 'fuzz-admin@itx.test', password: 'Fuzz#Secret1' };

jest.setTimeout(Math.max(180_000, RUNS * 60));

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const progress = (text: string) => {
  if (process.env.FUZZ_PROGRESS) process.stderr.write(`fuzz: ${text}\n`);
};
const clip = (s: string, n = 240): string => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

const job = (n: number) => jobBody(`Fuzz Trainer ${n}`);
const workshop = (n: number) => ({
  title: `Fuzz Workshop ${n}`,
  description: 'A hands-on afternoon.',
  category: 'Full Stack',
  startsAt: '2099-09-13T14:00',
  endsAt: '2099-09-13T17:00',
  duration: '3 hours',
  sessions: ['13th Sept (2pm-5pm)'],
  topics: [{ title: 'HTML' }],
  learningOutcomes: 'You build a page.',
  careerPaths: ['Web developer'],
});
const course = (n: number) => courseBody(`Fuzz Course ${n}`, 'Fuzz Trainer');
const story = (n: number) => ({
  kind: 'testimonial',
  name: `Fuzz Learner ${n}`,
  courseSlug: null,
  batch: 'Jan 2026 weekend batch',
  role: 'Data Analyst',
  company: 'Fuzz Labs',
  quote: 'The weekend batch fitted around my job, and the capstone was what interviewers asked about.',
  rating: 5,
  consent: { date: '2026-01-20', form: 'signed-form' },
});
const batch = () => ({ startDate: '2099-01-10', applyBy: '2099-01-05', mode: 'both', days: 'weekday', timing: '7 AM – 9 AM', seats: 20 });
const first = (xs: string[], fallback: string) => xs[0] ?? fallback;
const last = (xs: string[], fallback: string) => xs[xs.length - 1] ?? fallback;

/** One valid request per operation. */
const PLAIN: Record<string, PlainFactory> = {
  signUp: (c) => ({
    url: API.auth.signup,
    body: {
      name: 'Fuzz Admin',
      email: `fuzz-${c.next()}@itx.test`,
      phone: '9000000002',
      password: 'Secret#123',
      adminCode: TEST_ADMIN_CODE,
    },
  }),
  signIn: () => ({ url: API.auth.login, body: { ...ADMIN } }),
  checkSession: () => ({ url: API.auth.check }),
  signOut: () => ({ url: API.auth.logout }),
  forgotPassword: () => ({ url: API.auth.forgotPassword, body: { email: 'nobody@itx.test' } }),
  resetPassword: () => ({
    url: API.auth.resetPassword(randomUUID(), 'a'.repeat(43)),
    body: { password: 'Secret#456', confirmPassword: 'Secret#456' },
  }),
  captureLead: (c) => ({
    url: API.leads.capture(c.formKey, LEAD_FORM_IDS.callBack),
    body: {
      name: 'Fuzz Lead',
      email: `lead-${c.next()}@itx.test`,
      countryCode: '+91',
      phone: '9876543210',
      courseInterest: 'Python Full Stack Development',
    },
  }),
  listLeads: () => ({ url: `${API.leads.list}?page=1&pageSize=10&status=new` }),
  exportLeads: () => ({ url: `${API.leads.exportCsv}?from=2020-01-01&to=2099-12-31` }),
  setLeadStatus: (c) => ({ url: API.leads.status(first(c.leadIds, randomUUID())), body: { status: 'contacted' } }),
  getLead: (c) => ({ url: API.leads.one(first(c.leadIds, randomUUID())) }),
  updateLead: (c) => ({
    url: API.leads.one(first(c.leadIds, randomUUID())),
    body: { status: 'new', ownerId: null, followUpOn: '2099-01-15' },
  }),
  addLeadNote: (c) => ({ url: API.leads.notes(first(c.leadIds, randomUUID())), body: { body: `Called back, no answer ${c.next()}.` } }),
  // The fuzz's leads come as JSON, without a CV: the lead is real, the file is not (404).
  downloadLeadFile: (c) => ({ url: API.leads.file(first(c.leadIds, randomUUID()), randomUUID()) }),
  getMyDay: () => ({ url: LEAD_TASK_API.myDay }),
  addLeadTask: (c) => ({
    url: LEAD_TASK_API.tasks(first(c.leadIds, randomUUID())),
    body: { title: `Call back ${c.next()}`, dueAt: '2027-01-04T11:30' },
  }),
  // No task is made beforehand: a real lead, an unknown task (404).
  updateLeadTask: (c) => ({ url: LEAD_TASK_API.task(first(c.leadIds, randomUUID()), randomUUID()), body: { done: true } }),
  logLeadCall: (c) => ({
    url: LEAD_TASK_API.calls(first(c.leadIds, randomUUID())),
    body: { outcome: 'no-answer', note: `Rang ${c.next()}.` },
  }),
  getLeadPipelineSettings: () => ({ url: LEAD_TASK_API.settings }),
  mergeLeadPeople: (c) => ({
    url: LEAD_CONTACT_API.merges(first(c.leadIds, randomUUID())),
    body: { otherLeadId: c.leadIds[1] ?? randomUUID() },
  }),
  undoLeadMerge: (c) => ({ url: LEAD_CONTACT_API.merge(first(c.leadIds, randomUUID()), randomUUID()) }),
  noteLeadWhatsApp: (c) => ({ url: LEAD_TASK_API.whatsapp(first(c.leadIds, randomUUID())), body: { text: `Hello ${c.next()}` } }),
  updateLeadPipelineSettings: () => ({ url: LEAD_TASK_API.settings, body: { firstContactHours: 2, digestAt: '08:30' } }),
  bulkUpdateLeads: (c) => ({ url: API.leads.bulk, body: { ids: c.leadIds.length > 0 ? c.leadIds : [randomUUID()], status: 'contacted' } }),
  listOpenJobs: () => ({ url: API.careers.list }),
  getJob: (c) => ({ url: API.careers.one(first(c.slugs.job, 'no-such-job')) }),
  listAllJobs: () => ({ url: API.careers.adminList }),
  createJob: (c) => ({ url: API.careers.create, body: job(c.next()) }),
  updateJob: (c) => ({ url: API.careers.update(first(c.slugs.job, 'no-such-job')), body: job(c.next()) }),
  deleteJob: (c) => ({ url: API.careers.remove(last(c.slugs.job, 'no-such-job')) }),
  listBlogs: () => ({ url: API.blogs.list }),
  listAllBlogs: () => ({ url: API.blogs.adminList }),
  getBlog: (c) => ({ url: API.blogs.one(first(c.slugs.blog, 'no-such-post')) }),
  getRelatedBlogs: (c) => ({ url: API.blogs.related(first(c.slugs.blog, 'no-such-post')) }),
  createBlog: (c) => ({
    url: API.blogs.create,
    body: { title: `Fuzz post ${c.next()}`, description: 'A short summary.', content: 'Body text.\n\nMore text.' },
  }),
  updateBlog: (c) => ({
    url: API.blogs.update(first(c.slugs.blog, 'no-such-post')),
    body: { title: `Fuzz post edited ${c.next()}`, description: 'A short summary.', content: 'Edited body.' },
  }),
  deleteBlog: (c) => ({ url: API.blogs.remove(last(c.slugs.blog, 'no-such-post')) }),
  getImage: (c) => ({ url: `/api/images/${first(c.imageFiles, `${'0'.repeat(64)}-400.webp`)}` }),
  listWorkshops: () => ({ url: API.workshops.list }),
  getWorkshop: (c) => ({ url: API.workshops.one(first(c.slugs.workshop, 'no-such-workshop')) }),
  createWorkshop: (c) => ({ url: API.workshops.list, body: workshop(c.next()) }),
  updateWorkshop: (c) => ({ url: API.workshops.one(first(c.slugs.workshop, 'no-such-workshop')), body: workshop(c.next()) }),
  deleteWorkshop: (c) => ({ url: API.workshops.one(last(c.slugs.workshop, 'no-such-workshop')) }),
  listCourses: () => ({ url: API.courses.list }),
  getCourse: (c) => ({ url: API.courses.one(first(c.slugs.course, 'no-such-course')) }),
  listCoursesForAdmin: () => ({ url: API.courses.adminList }),
  getCourseForAdmin: (c) => ({ url: API.courses.adminOne(first(c.slugs.course, 'no-such-course')) }),
  createCourse: (c) => ({ url: API.courses.list, body: course(c.next()) }),
  updateCourse: (c) => ({ url: API.courses.one(first(c.slugs.course, 'no-such-course')), body: course(c.next()) }),
  deleteCourse: (c) => ({ url: API.courses.one(last(c.slugs.course, 'no-such-course')) }),
  addCourseBatch: (c) => ({ url: API.courses.batches(first(c.slugs.course, 'no-such-course')), body: batch() }),
  updateCourseBatch: (c) => ({
    url: API.courses.batch(first(c.slugs.course, 'no-such-course'), first(c.batchIds, randomUUID())),
    body: batch(),
  }),
  deleteCourseBatch: (c) => ({ url: API.courses.batch(first(c.slugs.course, 'no-such-course'), last(c.batchIds, randomUUID())) }),
  requestCourseBrochure: (c) => ({
    url: API.courses.brochure(first(c.slugs.course, 'no-such-course')),
    body: { name: 'Fuzz Lead', countryCode: '+91', phone: '9876543210' },
  }),
  downloadCourseBrochure: (c) => ({ url: `${API.courses.brochurePdf(first(c.slugs.course, 'no-such-course'))}?t=1.${'a'.repeat(43)}` }),
  listAlumniStories: (c) => ({ url: `${API.alumni.stories}?course=${first(c.slugs.course, 'no-such-course')}` }),
  listHiringPartners: () => ({ url: API.alumni.partners }),
  listAlumniStoriesForAdmin: () => ({ url: API.alumni.adminStories }),
  createAlumniStory: (c) => ({ url: API.alumni.adminStories, body: story(c.next()) }),
  updateAlumniStory: (c) => ({ url: API.alumni.adminStory(randomUUID()), body: story(c.next()) }),
  deleteAlumniStory: () => ({ url: API.alumni.adminStory(randomUUID()) }),
  addHiringPartner: (c) => ({ url: API.alumni.adminPartners, body: { name: `Fuzz Partner ${c.next()}` } }),
  removeHiringPartner: () => ({ url: API.alumni.adminPartner(randomUUID()) }),
  setHiringPartnerLogo: () => ({ url: API.alumni.adminPartnerLogo(randomUUID()), body: { logo: '' } }),
  uploadPicture: () => ({ url: API.admin.images }),
  getSiteSettings: () => ({ url: API.site.settings }),
  getSiteSettingsForAdmin: () => ({ url: API.site.adminSettings }),
  updateSiteSettings: (c) => ({ url: API.site.adminSettings, body: { privacyPolicyEffective: `2025-0${(c.next() % 9) + 1}-15` } }),
  updateLeadCourseExtras: (c) => ({ url: API.site.adminLeadCourses, body: { names: ['MEAN Stack', `Fuzz Course ${c.next()}`] } }),
  updateSiteContact: (c) => ({ url: API.site.adminContact, body: { ...DEFAULT_SITE_CONTACT, tagline: `Fuzz tagline ${c.next()}` } }),
  updateSiteFigures: (c) => ({
    url: API.site.adminFigures,
    body: {
      figures: { ...SAMPLE_FIGURES, studentsTrained: { value: `${c.next() % 900}+`, basis: 'Learners who completed a batch since 2019.' } },
    },
  }),
  getMailTemplates: () => ({ url: ADMIN_MAIL_API.templates }),
  updateMailTemplates: (c) => ({
    url: ADMIN_MAIL_API.templates,
    body: {
      templates: { ...DEFAULT_MAIL_TEMPLATES, 'workshop-waitlist': { subject: `Waitlist ${c.next()}: {workshop}`, body: 'Hello {name}.' } },
    },
  }),
  sendTestMail: (c) => ({
    url: ADMIN_MAIL_API.test,
    body: { kind: 'call-back-confirmation', subject: `Test ${c.next()}`, body: 'Hello {name}.' },
  }),
  uploadWorkshopImage: (c) => ({ url: API.workshops.image(first(c.slugs.workshop, 'no-such-workshop')) }),
  removeWorkshopImage: (c) => ({ url: API.workshops.image(first(c.slugs.workshop, 'no-such-workshop')) }),
  health: () => ({ url: API.health }),
  ready: () => ({ url: '/readyz' }),
  metrics: () => ({ url: '/metrics' }),
  sitemap: () => ({ url: '/sitemap.xml' }),
  robots: () => ({ url: '/robots.txt' }),
  blogFeed: () => ({ url: '/blogs/rss.xml' }),
  openApiDocument: () => ({ url: '/api/openapi.json' }),
  apiReference: () => ({ url: '/api/docs' }),
  listAdmins: () => ({ url: API.admin.admins }),
  updateAdmin: (c) => ({ url: API.admin.adminOne(first(c.adminIds, randomUUID())), body: { disabled: c.next() % 2 === 0 } }),
  signOutAdmin: (c) => ({ url: API.admin.adminSessions(first(c.adminIds, randomUUID())) }),
  rotateAdminCode: () => ({ url: API.admin.adminCode }),
  listRoleCodes: () => ({ url: API.admin.roleCodes }),
  issueRoleCode: () => ({ url: API.admin.roleCode('counsellor') }),
  withdrawRoleCode: () => ({ url: API.admin.roleCode('editor') }),
  listActivity: (c) => ({ url: `${API.admin.activity}?page=1&pageSize=25&entity=job&actor=${first(c.adminIds, randomUUID())}` }),
  getDashboard: () => ({ url: API.admin.dashboard }),
  getSiteSpeed: () => ({ url: `${WEB_VITALS_API.summary}?days=28&device=phone` }),
  reportWebVitals: () => ({
    url: WEB_VITALS_API.report,
    body: { route: '/courses/:slug', device: 'phone', connection: '4g', metrics: { LCP: 1800, CLS: 0.02, TTFB: 300 } },
  }),
  getLeadFunnel: () => ({ url: `${API.admin.leadFunnel}?days=90` }),
  getGoLive: () => ({ url: API.admin.goLive }),
  updatePageCopy: () => ({ url: API.site.adminCopy, body: { copy: DEFAULT_PAGE_COPY } }),
  listPageCopyRevisions: () => ({ url: `${API.site.adminCopy}/revisions` }),
  updateRetention: () => ({
    url: PRIVACY_ADMIN_API.retention,
    body: { callBackMonths: 24, applicationMonths: 12, workshopMonths: 12, accessLogMonths: 12 },
  }),
  listWebhookDeliveries: () => ({ url: `${API.admin.webhookDeliveries}?page=1&status=failed` }),
  retryWebhookDelivery: () => ({ url: `${API.admin.webhookDeliveries}/${randomUUID()}/retry` }),
  // "Your data": without the view's cookie the reads and writes answer 401 (documented).
  requestYourDataLink: (c) => ({ url: YOUR_DATA_API.link, body: { contact: `fuzz-${c.next()}@itx.test` } }),
  openYourData: () => ({ url: YOUR_DATA_API.open(randomUUID(), 'a'.repeat(43)) }),
  getWorkshopRegistration: (c) => ({ url: REGISTRATION_API.one(first(c.leadIds, randomUUID()), 'a'.repeat(43)) }),
  cancelWorkshopRegistration: (c) => ({ url: REGISTRATION_API.cancel(first(c.leadIds, randomUUID()), 'a'.repeat(43)) }),
  readYourData: () => ({ url: YOUR_DATA_API.view }),
  closeYourData: () => ({ url: YOUR_DATA_API.view }),
  downloadYourDataJson: () => ({ url: YOUR_DATA_API.exportJson }),
  downloadYourDataPdf: () => ({ url: YOUR_DATA_API.exportPdf }),
  correctYourData: (c) => ({
    url: YOUR_DATA_API.details,
    body: { name: 'Fuzz Person', email: `fuzz-${c.next()}@itx.test`, countryCode: '+91', phone: '9000000003' },
  }),
  withdrawYourConsent: () => ({ url: YOUR_DATA_API.withdraw }),
  requestErasure: () => ({ url: YOUR_DATA_API.erasure }),
  nameNominee: () => ({ url: YOUR_DATA_API.nominee, body: { name: 'Fuzz Nominee', contact: 'nominee@itx.test' } }),
  listPrivacyRequests: () => ({ url: PRIVACY_ADMIN_API.requests }),
  completePrivacyRequest: () => ({ url: PRIVACY_ADMIN_API.complete(randomUUID()) }),
};

interface Violation {
  op: string;
  problem: string;
  status: number;
  request: FuzzRequest;
  detail: string;
}

let t: TestApp;
// A built SPA, so the public pages render on the server after the fuzz (issue 39: a slug could stop that).
const build = fakeBuild();
let port = 0;
let validators: DocumentValidators;
let ctx: FuzzContext;
/** The operations of the document the server serves. */
let OPERATIONS: Operation[] = [];

async function call(req: FuzzRequest) {
  return send(port, req);
}

async function getJson<T>(url: string, cookie = ''): Promise<T> {
  const res = await call({ op: 'setup', kind: 'setup', method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return JSON.parse(res.body.toString('utf8')) as T;
}

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_DIR: build });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const document = await getJson<unknown>(API.openApi);
  validators = documentAjv(document);
  OPERATIONS = operationsOf(document);

  // A real admin: signed up through the API like any integrator would.
  const signup = await call({
    op: 'setup',
    kind: 'setup',
    method: 'POST',
    url: API.auth.signup,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Fuzz Admin', phone: '9000000001', adminCode: TEST_ADMIN_CODE, ...ADMIN }),
  });
  expect(signup.status).toBe(201);
  const setCookie = [signup.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('itx_session='));
  if (!setCookie) throw new Error('sign-up set no session cookie');
  const cookie = setCookie.split(';')[0] ?? '';

  let counter = 0;
  ctx = {
    cookie,
    formKey: t.config.leadFormKey,
    slugs: { job: [], blog: [], workshop: [], course: [] },
    batchIds: [],
    leadIds: [],
    adminIds: [],
    imageFiles: [],
    next: () => (counter += 1),
  };
  await call(plainRequest(OPERATIONS.find((o) => o.operationId === 'captureLead') as Operation, ctx, PLAIN.captureLead as PlainFactory));
  ctx.slugs.job = (await getJson<JobDto[]>(API.careers.adminList, cookie)).map((j) => j.slug);
  const blogs = await getJson<BlogDto[]>(API.blogs.list);
  ctx.slugs.blog = blogs.map((b) => b.slug);
  ctx.imageFiles = blogs.flatMap((b) => (b.imageUrl ? [b.imageUrl.split('/').pop() ?? ''] : []));
  ctx.slugs.workshop = (await getJson<WorkshopDto[]>(API.workshops.list)).map((w) => w.slug);
  await readCourses(cookie);
  ctx.leadIds = (await getJson<LeadListResponse>(API.leads.list, cookie)).items.map((l) => l.id);
  // A second admin, for the account operations (disable, sign out everywhere) to act on.
  const other = await call(
    plainRequest(OPERATIONS.find((o) => o.operationId === 'signUp') as Operation, ctx, PLAIN.signUp as PlainFactory),
  );
  ctx.adminIds = [(JSON.parse(other.body.toString('utf8')) as { user: { id: string } }).user.id];
  progress('server up, admin signed up');
});

/** The courses' slugs (archived ones last, so the plain delete takes one of them) and the first one's batch ids. */
async function readCourses(cookie: string): Promise<void> {
  const courses = await getJson<AdminCourseDto[]>(API.courses.adminList, cookie);
  ctx.slugs.course = courses.map((c) => c.slug);
  ctx.batchIds = courses[0]?.batches.map((b) => b._id) ?? [];
}

afterAll(async () => {
  closeAgent();
  await t.close();
  fs.rmSync(build, { recursive: true, force: true });
});

/** Checks one answer against the document; returns the problems found. */
function check(op: Operation, status: number, contentType: string | undefined, body: Buffer): { problem: string; detail: string } | null {
  if (status >= 500) return { problem: `server error ${status}`, detail: clip(body.toString('utf8')) };
  const path = docPathOf(op);
  const method = op.method.toLowerCase();
  const types = validators.mediaTypes(path, method, status);
  if (types === null) return { problem: `undocumented status ${status}`, detail: clip(body.toString('utf8')) };
  if (types.length === 0)
    return body.length === 0 ? null : { problem: `body on a ${status} documented without one`, detail: clip(body.toString('utf8')) };
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!types.includes(type)) return { problem: `undocumented media type "${type}" for ${status}`, detail: clip(body.toString('utf8')) };
  if (type !== 'application/json') return null;
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return { problem: `invalid JSON on ${status}`, detail: clip(body.toString('utf8')) };
  }
  const validate = validators.response(path, method, status, type);
  if (validate === null || validate === 'no-body') return { problem: `no schema for ${status}`, detail: '' };
  if (!validate(value)) {
    const first = validate.errors?.[0];
    return {
      problem: `answer ${status} does not match its schema: ${first?.instancePath || '/'} ${first?.message ?? ''}`,
      detail: clip(JSON.stringify(value)),
    };
  }
  return null;
}

function describeRequest(r: FuzzRequest): string {
  const body = r.body === undefined ? '' : ` body=${clip(Buffer.isBuffer(r.body) ? r.body.toString('latin1') : r.body, 300)}`;
  return `${r.method} ${clip(r.url, 200)} [${r.kind}] headers=${clip(JSON.stringify(r.headers), 200)}${body}`;
}

describe(`fuzzing the OpenAPI document (${DB_KIND}, seed ${SEED}, ${RUNS} requests)`, () => {
  it('has a plain request for every documented operation', () => {
    expect(OPERATIONS.length).toBeGreaterThan(25);
    expect(OPERATIONS.map((o) => o.operationId).filter((id) => !(id in PLAIN))).toEqual([]);
  });

  it('answers every request without 5xx, as documented, and never slower than 10× its plain request', async () => {
    // Baselines, measured in this run: the median of plain requests of each operation.
    const baseline = new Map<string, number>();
    for (const op of OPERATIONS) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push((await call(plainRequest(op, ctx, PLAIN[op.operationId] as PlainFactory))).ms);
      baseline.set(op.operationId, median(times));
    }
    // The slugs the plain deletes and updates used may be gone now: read them again.
    ctx.slugs.job = (await getJson<JobDto[]>(API.careers.adminList, ctx.cookie)).map((j) => j.slug);
    ctx.slugs.blog = (await getJson<BlogDto[]>(API.blogs.list)).map((b) => b.slug);
    ctx.slugs.workshop = (await getJson<WorkshopDto[]>(API.workshops.list)).map((w) => w.slug);
    await readCourses(ctx.cookie);

    progress('baselines measured');
    const perOp = Math.ceil(RUNS / OPERATIONS.length);
    const requests = OPERATIONS.flatMap((op, i) =>
      fc.sample(requestsFor(op, ctx, PLAIN[op.operationId] as PlainFactory), { seed: SEED + i, numRuns: perOp }),
    );
    progress('requests drawn');
    // One interleaved order, fixed by the seed, so writes and reads of different operations meet.
    const order = fc.sample(fc.shuffledSubarray(requests, { minLength: requests.length }), { seed: SEED, numRuns: 1 })[0] ?? requests;

    const violations: Violation[] = [];
    const byOp = new Map(OPERATIONS.map((o) => [o.operationId, o]));
    let slowest = { ratio: 0, req: '' };
    // A crafted input that stalled the server once is not sent again for the same field: the server
    // runs in this process, so each stall stalls the run (the first one is reported).
    const stalled = new Set<string>();
    let skipped = 0;
    for (const [n, req] of order.entries()) {
      if (n % 500 === 0) progress(`${n}/${order.length}`);
      const crafted = req.kind.split('+').find((k) => k.startsWith('field-crafted'));
      if (crafted && stalled.has(`${req.op} ${crafted}`)) {
        skipped += 1;
        continue;
      }
      const op = byOp.get(req.op) as Operation;
      const res = await call(req);
      const found = check(op, res.status, res.headers['content-type'], res.body);
      if (found) violations.push({ op: req.op, status: res.status, request: req, ...found });
      let plainMs = baseline.get(req.op) ?? 0;
      let limit = Math.max(FLOOR_MS, SLOW_FACTOR * plainMs);
      let ms = res.ms;
      if (ms > limit) {
        // Retried twice before it counts (a crafted input is slow every time, a GC pause once), unless
        // far past the limit: the server runs in this process, so a stalled answer stalls the run too.
        for (let i = 0; i < 2 && ms > limit && ms < 5 * limit; i++) ms = Math.min(ms, (await call(req)).ms);
        // A plain request costs more as the run adds content (more posts to relate, more series for /metrics)
        // and while the database is busy with the other test files (a write waits on the disk: in CI a
        // job update took 122 ms three times in a row against a plain 9 ms measured earlier): still over,
        // the request is held to its plain request sent now, against the same state and the same disk.
        if (ms > limit && ms < 5 * limit) {
          const now: number[] = [];
          for (let i = 0; i < 3; i++) now.push((await call(plainRequest(op, ctx, PLAIN[op.operationId] as PlainFactory))).ms);
          plainMs = Math.max(plainMs, median(now));
          limit = Math.max(limit, SLOW_FACTOR * plainMs);
        }
        if (ms > 1000) process.stderr.write(`fuzz: ${req.op} took ${ms.toFixed(0)} ms: ${describeRequest(req).slice(0, 300)}\n`);
        if (ms > limit) {
          if (crafted) stalled.add(`${req.op} ${crafted}`);
          violations.push({
            op: req.op,
            status: res.status,
            request: req,
            problem: `slow: ${ms.toFixed(0)} ms > ${limit.toFixed(0)} ms (10× plain ${plainMs.toFixed(1)} ms)`,
            detail: '',
          });
        }
      }
      const ratio = ms / Math.max(baseline.get(req.op) ?? 1, 0.1);
      if (ratio > slowest.ratio) slowest = { ratio, req: `${req.op} ${req.kind} ${ms.toFixed(1)} ms` };
    }

    console.log(
      `fuzz (${DB_KIND}): seed ${SEED}, ${order.length - skipped} requests over ${OPERATIONS.length} operations ` +
        `(${skipped} repeats of a stalling input skipped), ${violations.length} violations; ` +
        `slowest vs its plain request: ${slowest.ratio.toFixed(1)}× (${slowest.req})`,
    );
    // One line per distinct failure (operation + problem), with the first request that showed it.
    const distinct = new Map<string, Violation & { count: number }>();
    for (const v of violations) {
      // By operation, problem and the strategy that made the input (its first non-header part).
      const strategy = v.request.kind.split('+').find((k) => !k.startsWith('header:')) ?? v.request.kind;
      const key = `${v.op} | ${v.problem.includes(' ms') ? 'slow' : v.problem} | ${strategy}`;
      const seen = distinct.get(key);
      if (seen) seen.count += 1;
      else distinct.set(key, { ...v, count: 1 });
    }
    const report = [...distinct.values()].map(
      (v) => `${v.op}: ${v.problem} ×${v.count}\n    ${describeRequest(v.request)}${v.detail ? `\n    answer: ${v.detail}` : ''}`,
    );
    if (report.length > 0) {
      throw new Error(`${report.length} distinct failures; replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}:\n${report.join('\n')}`);
    }
  });

  it('content titled and slugged like Object.prototype members leaves every public page rendering', async () => {
    const post = async (url: string, body: Record<string, unknown>) =>
      call({
        op: 'setup',
        kind: 'setup',
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie: ctx.cookie },
        body: JSON.stringify(body),
      });
    for (const name of PROTO_VALUES) {
      const slug = name.toLowerCase().replace(/_/g, '');
      for (const [url, body] of [
        [API.careers.create, job(ctx.next())],
        [API.blogs.create, { title: 'x', description: 'A short summary.', content: 'Body.' }],
        [API.workshops.list, workshop(ctx.next())],
        [API.courses.list, course(ctx.next())],
      ] as const) {
        // Once with the name as the title (its slug made from it), once as the slug itself; a taken slug is a 409.
        for (const extra of [{ title: name }, { title: `${name} ${ctx.next()}`, slug }]) {
          const res = await post(url, { ...body, ...extra });
          expect(res.status).toBeLessThan(500);
        }
      }
    }
    ctx.slugs.job = (await getJson<JobDto[]>(API.careers.adminList, ctx.cookie)).map((j) => j.slug);
    ctx.slugs.blog = (await getJson<BlogDto[]>(API.blogs.adminList, ctx.cookie)).map((b) => b.slug);
    ctx.slugs.workshop = (await getJson<WorkshopDto[]>(API.workshops.list)).map((w) => w.slug);
    await readCourses(ctx.cookie);
    expect(ctx.slugs.course).toContain('constructor');
    const pages = [
      ...[ROUTES.home, ROUTES.courses, ROUTES.blogs, ROUTES.careers, ROUTES.workshops, ROUTES.about, ROUTES.contact, ROUTES.enroll],
      ...ctx.slugs.course.map(ROUTES.course),
      ...ctx.slugs.blog.map(ROUTES.blog),
      ...ctx.slugs.job.map(ROUTES.job),
      ...ctx.slugs.workshop.map(ROUTES.workshop),
      ...PROTO_VALUES.flatMap((v) => [ROUTES.course(v), ROUTES.blog(v), ROUTES.job(v), ROUTES.workshop(v), `${ROUTES.blogs}?q=${v}`]),
    ];
    const broken: string[] = [];
    for (const url of pages) {
      const res = await call({ op: 'setup', kind: 'setup', method: 'GET', url, headers: { accept: 'text/html' } });
      const html = res.body.toString('utf8');
      // Found or not found, but rendered on the server: never a 5xx, never the empty shell left on "Loading…".
      if (![200, 404].includes(res.status) || !html.includes('<script type="application/json" id="itx-state">'))
        broken.push(`${url}: ${res.status}`);
    }
    expect(broken).toEqual([]);
    expect((await call({ op: 'setup', kind: 'setup', method: 'GET', url: API.health, headers: {} })).status).toBe(200);
  });
});
