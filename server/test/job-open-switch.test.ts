import { API, DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS, type JobDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';

jest.setTimeout(60_000);

const SITE_URL = 'https://www.itx-test.in';

const jobBody = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  isFresher: false,
  experienceRequired: 2,
  jobDescription: 'Teach SQL, Power BI and Excel to our weekday batches at HITEC City.',
  keyResponsibilities: ['Teach live classes.', 'Review projects.', 'Run doubt sessions.', 'Mentor learners.', 'Update the labs.'],
  jobType: 'full-time',
  location: 'HITEC City, Hyderabad',
  ...overrides,
});

/**
 * Issue 20: the admin's open/closed switch of a job. A closed job leaves the public list, the sitemap and
 * its JobPosting at once, its page stays and says so, and an application to it is refused with a 400.
 */
describe(`the open/closed switch of a job on ${DB_KIND}`, () => {
  const ctx = appWithAdmin({ site: true, env: { PUBLIC_URL: SITE_URL }, build: { seed: false } });

  const get = (url: string) => ctx.t.request({ method: 'GET', url });
  const create = (body: Record<string, unknown>) => ctx.asAdmin({ method: 'POST', url: API.careers.create, payload: body });
  const update = (slug: string, body: Record<string, unknown>) =>
    ctx.asAdmin({ method: 'PUT', url: API.careers.update(slug), payload: body });
  const apply = (slug: string) =>
    ctx.t.request({
      method: 'POST',
      url: API.leads.capture(DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS.jobApplication),
      payload: { name: 'Ravi Teja', email: 'ravi@example.in', countryCode: '+91', phone: '9876543210', jobTitle: 'Trainer', jobSlug: slug },
    });
  /** Where a visitor (or a crawler) meets a job. */
  const seen = async (slug: string) => {
    const page = (await get(`/careers/${slug}`)).body;
    return {
      list: json<JobDto[]>(await get(API.careers.list)).some((j) => j.slug === slug),
      careersPage: (await get('/careers')).body.includes(`href="/careers/${slug}"`),
      sitemap: (await get('/sitemap.xml')).body.includes(`${SITE_URL}/careers/${slug}<`),
      jobPosting: page.includes('"@type":"JobPosting"'),
      saysClosed: page.includes('This position is closed and no longer takes applications.'),
    };
  };

  it('opens a new job unless told otherwise, and says so in every answer', async () => {
    const res = await create(jobBody('Power BI Trainer'));
    expect(res.statusCode).toBe(201);
    const { job } = json<{ job: JobDto }>(res);
    expect(job.open).toBe(true);
    expect(json<JobDto>(await get(API.careers.one(job.slug))).open).toBe(true);
    expect(await seen(job.slug)).toEqual({ list: true, careersPage: true, sitemap: true, jobPosting: true, saysClosed: false });
  });

  it('takes a closed job off the list, the sitemap and its JobPosting at once; its page says so; applications get a clear 400', async () => {
    const { job } = json<{ job: JobDto }>(await create(jobBody('Tableau Trainer')));
    expect((await apply(job.slug)).statusCode).toBe(200);
    // Everything a visitor can ask for is read (and cached) while the job is open.
    expect((await seen(job.slug)).list).toBe(true);

    const closed = await update(job.slug, { ...jobBody('Tableau Trainer'), open: false, version: job.version });
    expect(closed.statusCode).toBe(200);
    expect(json<{ job: JobDto }>(closed).job.open).toBe(false);
    expect(await seen(job.slug)).toEqual({ list: false, careersPage: false, sitemap: false, jobPosting: false, saysClosed: true });
    expect((await get(`/careers/${job.slug}`)).statusCode).toBe(200);
    expect(json<JobDto>(await get(API.careers.one(job.slug))).open).toBe(false);

    const refused = await apply(job.slug);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      StatusCode: 400,
      message: 'This job is no longer open.',
      fieldErrors: { jobSlug: 'This job is no longer open.' },
    });

    const admin = json<JobDto[]>(await ctx.asAdmin({ method: 'GET', url: API.careers.adminList }));
    expect(admin.find((j) => j.slug === job.slug)).toMatchObject({ open: false, expired: false });

    // An edit that does not mention the switch keeps it; opening it again brings the job back.
    const edited = await update(job.slug, { ...jobBody('Tableau Trainer, Senior'), version: job.version + 1 });
    expect(json<{ job: JobDto }>(edited).job.open).toBe(false);
    const reopened = await update(job.slug, { ...jobBody('Tableau Trainer'), open: true, version: job.version + 2 });
    expect(json<{ job: JobDto }>(reopened).job.open).toBe(true);
    expect(await seen(job.slug)).toEqual({ list: true, careersPage: true, sitemap: true, jobPosting: true, saysClosed: false });
    expect((await apply(job.slug)).statusCode).toBe(200);
  });

  it('creates a job closed when asked, and refuses a switch that is not true or false, changing nothing', async () => {
    const res = await create(jobBody('Excel Trainer', { open: false }));
    const { job } = json<{ job: JobDto }>(res);
    expect(job.open).toBe(false);
    expect((await seen(job.slug)).list).toBe(false);
    const bad = await update(job.slug, { ...jobBody('Excel Trainer'), open: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fieldErrors).toEqual({ open: 'open must be true or false.' });
    expect(json<JobDto>(await get(API.careers.one(job.slug)))).toMatchObject({ open: false, version: job.version });
  });
});
