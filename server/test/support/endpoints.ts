import { sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { API, DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS } from '@contract';

/** Slugs and ids of existing rows the table's URLs point at (seeded or made in beforeAll). */
export interface Targets {
  leadId: string;
  jobSlug: string;
  blogSlug: string;
  workshopSlug: string;
}

export interface Endpoint {
  name: string;
  method: HTTPMethods;
  url: (t: Targets) => string;
  /** A valid body: with an admin session the request succeeds, so a refusal is the guard's doing. */
  body?: (t: Targets) => Record<string, unknown>;
}

const responsibilities = [
  'Build dashboards in Power BI for the placement team',
  'Clean and join enrolment data from the CRM',
  'Write SQL reports for weekly batch reviews',
  'Present findings to the academic heads',
  'Document every data source and metric',
];

export const validJob = (title = 'Junior Data Analyst'): Record<string, unknown> => ({
  title,
  isFresher: true,
  experienceRequired: 0,
  jobDescription: 'Join the ITX analytics team at HITEC City and turn enrolment data into decisions.',
  keyResponsibilities: responsibilities,
  jobType: 'full-time',
  location: 'HITEC City, Hyderabad',
});

export const validBlog = (title = 'How to Prepare for a Data Analyst Interview'): Record<string, unknown> => ({
  title,
  description: 'The SQL, Excel and storytelling questions our Hyderabad placement team sees most often.',
  content: 'Start with SQL joins and window functions.\n\nThen practise explaining one project end to end.',
});

export const validWorkshop = (title = 'Power BI in a Day'): Record<string, unknown> => ({
  title,
  description: 'A hands-on Saturday at the ITX HITEC City campus building a sales dashboard from raw data.',
  category: 'Data Analytics',
  startsAt: '2099-09-13T14:00',
  endsAt: '2099-09-13T17:00',
  duration: '3 hours',
  learningOutcomes: 'Model data, write DAX measures and publish a dashboard.',
});

/**
 * Every admin endpoint of every issue (contract/paths.ts): leads, careers, blogs, workshops. Auth's own
 * endpoints (check/logout) are for anyone and are covered separately.
 */
export const ADMIN_ENDPOINTS: Endpoint[] = [
  { name: 'list leads', method: 'GET', url: () => API.leads.list },
  { name: 'export leads as CSV', method: 'GET', url: () => API.leads.exportCsv },
  { name: 'change a lead’s status', method: 'PATCH', url: (t) => API.leads.status(t.leadId), body: () => ({ status: 'contacted' }) },
  { name: 'read a lead with its notes and history', method: 'GET', url: (t) => API.leads.one(t.leadId) },
  {
    name: 'change a lead’s follow-up day',
    method: 'PATCH',
    url: (t) => API.leads.one(t.leadId),
    body: () => ({ followUpOn: '2099-12-24' }),
  },
  { name: 'add a note to a lead', method: 'POST', url: (t) => API.leads.notes(t.leadId), body: () => ({ body: 'Called back.' }) },
  { name: 'change many leads at once', method: 'POST', url: () => API.leads.bulk, body: (t) => ({ ids: [t.leadId], status: 'closed' }) },
  { name: 'list jobs (admin)', method: 'GET', url: () => API.careers.adminList },
  { name: 'create a job', method: 'POST', url: () => API.careers.create, body: () => validJob('Access Control Analyst') },
  { name: 'update a job', method: 'PUT', url: (t) => API.careers.update(t.jobSlug), body: () => validJob('Senior Data Analyst') },
  { name: 'delete a job', method: 'DELETE', url: (t) => API.careers.remove(t.jobSlug) },
  { name: 'list blog posts (admin)', method: 'GET', url: () => API.blogs.adminList },
  { name: 'create a blog post', method: 'POST', url: () => API.blogs.create, body: () => validBlog('Access Control Post') },
  { name: 'update a blog post', method: 'PUT', url: (t) => API.blogs.update(t.blogSlug), body: () => validBlog('A Changed Title') },
  { name: 'delete a blog post', method: 'DELETE', url: (t) => API.blogs.remove(t.blogSlug) },
  { name: 'create a workshop', method: 'POST', url: () => API.workshops.list, body: () => validWorkshop('Access Control Workshop') },
  {
    name: 'update a workshop',
    method: 'PUT',
    url: (t) => API.workshops.one(t.workshopSlug),
    body: () => validWorkshop('Changed Workshop'),
  },
  { name: 'delete a workshop', method: 'DELETE', url: (t) => API.workshops.one(t.workshopSlug) },
];

export const CALL_BACK_URL = API.leads.capture(DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS.callBack);

const SNAPSHOT_TABLES = ['users', 'sessions', 'password_resets', 'leads', 'jobs', 'blogs', 'workshops', 'images', 'image_variants'];

/**
 * Every row of every content and account table, each row's whole text (bytes included) hashed in the
 * database: equal snapshots mean nothing changed. (Reading the rows out, images' bytes as JSON arrays,
 * cost the bad-input suite minutes.)
 */
export async function snapshot(app: FastifyInstance): Promise<string> {
  const parts: string[] = [];
  for (const table of SNAPSHOT_TABLES) {
    const result = (await app.database.db.execute(
      sql.raw(
        `select count(*) as n, md5(coalesce(string_agg(h, ',' order by h), '')) as f from (select md5(t::text) as h from ${table} t) r`,
      ),
    )) as unknown as { rows: { n: unknown; f: string }[] };
    const row = result.rows[0];
    parts.push(`${table}:${String(row?.n)}:${row?.f}`);
  }
  return parts.join('\n');
}

/** Whether `text` is stored as sent in some row of a content or account table (as JSON escapes it). */
export async function storedSomewhere(app: FastifyInstance, text: string): Promise<boolean> {
  const needle = JSON.stringify(text).slice(1, -1);
  for (const table of SNAPSHOT_TABLES) {
    const result = (await app.database.db.execute(
      sql`select count(*) as n from ${sql.raw(table)} t where strpos(row_to_json(t)::text, ${needle}) > 0`,
    )) as unknown as { rows: { n: unknown }[] };
    if (Number(result.rows[0]?.n) > 0) return true;
  }
  return false;
}

/** Finds (or makes) one row of each kind for the table's URLs. */
export async function findTargets(app: FastifyInstance, adminCookie: string): Promise<Targets> {
  const one = async (q: string): Promise<string | undefined> => {
    const result = (await app.database.db.execute(sql.raw(q))) as unknown as { rows: Record<string, string>[] };
    const row = result.rows[0];
    return row ? Object.values(row)[0] : undefined;
  };
  const make = async (url: string, body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url, headers: { cookie: adminCookie }, payload: body });
    if (res.statusCode >= 300) throw new Error(`could not create a target at ${url}: ${res.statusCode} ${res.body}`);
  };
  if (!(await one('select id from leads limit 1'))) {
    await app.inject({
      method: 'POST',
      url: CALL_BACK_URL,
      payload: {
        name: 'Sneha Rao',
        email: 'sneha.target@itx-visitor.test',
        countryCode: '+91',
        phone: '9876501234',
        courseInterest: 'Data Science',
      },
    });
  }
  if (!(await one('select slug from jobs limit 1'))) await make(API.careers.create, validJob('Target Job'));
  if (!(await one('select slug from blogs limit 1'))) await make(API.blogs.create, validBlog('Target Post'));
  if (!(await one('select slug from workshops limit 1'))) await make(API.workshops.list, validWorkshop('Target Workshop'));
  const targets = {
    leadId: await one('select id from leads order by created_at limit 1'),
    jobSlug: await one('select slug from jobs order by created_at limit 1'),
    blogSlug: await one('select slug from blogs order by created_at limit 1'),
    workshopSlug: await one('select slug from workshops order by created_at limit 1'),
  };
  for (const [k, v] of Object.entries(targets)) if (!v) throw new Error(`no ${k} to test with`);
  return targets as Targets;
}

/** An endpoint that takes a JSON body, with a valid body for it (the input suites vary one field at a time). */
export interface BodyEndpoint {
  name: string;
  method: HTTPMethods;
  url: (t: Targets) => string;
  admin: boolean;
  body: () => Record<string, unknown>;
}

/** A visitor's contact details; `tag` keeps one suite's addresses apart from another's. */
export const visitorLead = (tag: string) => ({
  name: 'Divya Naidu',
  email: `divya.${tag}@itx-visitor.test`,
  countryCode: '+91',
  phone: '9876543210',
});

/** Every endpoint that reads a JSON body, public and admin; `tag` makes the e-mail addresses and titles of one suite its own. */
export function bodyEndpoints(tag: string, adminCode: string): BodyEndpoint[] {
  const lead = visitorLead(tag);
  const Title = `${tag[0]?.toUpperCase() ?? ''}${tag.slice(1)}`;
  return [
    {
      name: 'call-back lead',
      method: 'POST',
      url: () => API.leads.capture(DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS.callBack),
      admin: false,
      body: () => ({ ...lead, courseInterest: 'Data Science' }),
    },
    {
      name: 'workshop registration',
      method: 'POST',
      url: () => API.leads.capture(DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS.workshop),
      admin: false,
      body: () => ({ ...lead, bootcampTitle: 'Data Science', bootcampSlug: 'data-science', session: '' }),
    },
    {
      name: 'job application',
      method: 'POST',
      url: () => API.leads.capture(DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS.jobApplication),
      admin: false,
      body: () => ({ ...lead, jobTitle: 'Data Analyst', jobSlug: 'data-analyst', message: 'I finished the ITX Data Analytics course.' }),
    },
    {
      name: 'sign-up',
      method: 'POST',
      url: () => API.auth.signup,
      admin: false,
      body: () => ({ name: 'Karthik Varma', email: `karthik.${tag}@itx.test`, phone: '9876500001', password: 'Itx#2026a', adminCode }),
    },
    {
      name: 'sign-in',
      method: 'POST',
      url: () => API.auth.login,
      admin: false,
      body: () => ({ email: `nobody.${tag}@itx.test`, password: 'Itx#2026a' }),
    },
    {
      name: 'forgot password',
      method: 'POST',
      url: () => API.auth.forgotPassword,
      admin: false,
      body: () => ({ email: `nobody.${tag}@itx.test` }),
    },
    {
      name: 'reset password',
      method: 'POST',
      url: () => API.auth.resetPassword('00000000-0000-0000-0000-000000000000', 'not-a-real-token'),
      admin: false,
      body: () => ({ password: 'Itx#2026b', confirmPassword: 'Itx#2026b' }),
    },
    { name: 'lead status', method: 'PATCH', url: (t) => API.leads.status(t.leadId), admin: true, body: () => ({ status: 'contacted' }) },
    { name: 'create job', method: 'POST', url: () => API.careers.create, admin: true, body: () => validJob(`${Title} Test Analyst`) },
    { name: 'update job', method: 'PUT', url: (t) => API.careers.update(t.jobSlug), admin: true, body: () => validJob() },
    { name: 'create blog', method: 'POST', url: () => API.blogs.create, admin: true, body: () => validBlog(`${Title} Test Post`) },
    { name: 'update blog', method: 'PUT', url: (t) => API.blogs.update(t.blogSlug), admin: true, body: () => validBlog() },
    {
      name: 'create workshop',
      method: 'POST',
      url: () => API.workshops.list,
      admin: true,
      body: () => validWorkshop(`${Title} Test Workshop`),
    },
    { name: 'update workshop', method: 'PUT', url: (t) => API.workshops.one(t.workshopSlug), admin: true, body: () => validWorkshop() },
  ];
}
