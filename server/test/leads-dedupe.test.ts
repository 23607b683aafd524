import { eq } from 'drizzle-orm';
import { buildTestApp, DB_KIND, jobRow, json, type TestApp } from './helper';
import { jobs, leads } from '../src/db/schema';

// Building the app on a fresh database takes a few seconds, more on a busy machine.
jest.setTimeout(60_000);

const CAPTURE = (formId: string) => `/api/FormLeadCapture/itx/${formId}`;

let seq = 0;
const uniqueEmail = (label: string) => {
  seq += 1;
  return `${label}.${seq}.${Date.now()}@example.in`;
};

/**
 * Finding 4 of issue 15: a lead acknowledged with 200 must be stored unless it repeats an earlier
 * submission in every stored field. Written as the applicant and the attacker see it: what the
 * endpoint answers, and what the admin inbox then holds.
 */
describe(`lead de-duplication on ${DB_KIND}`, () => {
  let t: TestApp;
  const rowsFor = (email: string) => t.app.database.db.select().from(leads).where(eq(leads.email, email));
  const send = async (formId: string, payload: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: CAPTURE(formId), payload });
    expect(res.statusCode).toBe(200);
    expect(json(res).StatusCode).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.database.db.insert(jobs).values(jobRow({ slug: 'dedupe-trainer', title: 'Java Trainer' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const application = (email: string, message: string) => ({
    name: 'Kiran Reddy',
    email,
    countryCode: '+91',
    phone: '9123456789',
    jobTitle: 'Java Trainer',
    jobSlug: 'dedupe-trainer',
    message,
  });
  const callBack = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Ravi Kumar',
    email,
    countryCode: '+91',
    phone: '9876543210',
    courseInterest: 'Data Science',
    ...extra,
  });

  it("keeps a job applicant's corrected second application (only the message differs) as a second lead", async () => {
    const email = uniqueEmail('applicant');
    await send('21', application(email, 'Five years of teaching Java.'));
    await send('21', application(email, 'Correction: eight years of teaching Java, and Spring Boot.'));
    const rows = await rowsFor(email);
    expect(rows.map((r) => r.message).sort()).toEqual([
      'Correction: eight years of teaching Java, and Spring Boot.',
      'Five years of teaching Java.',
    ]);
  });

  it('keeps a lead whose UTM fields differ as a second lead', async () => {
    const email = uniqueEmail('utm');
    await send('5', callBack(email, { utmSource: 'google', utmCampaign: 'diwali' }));
    await send('5', callBack(email, { utmSource: 'facebook', utmCampaign: 'diwali' }));
    await send('5', callBack(email, { utmSource: 'facebook', utmCampaign: 'diwali', utmContent: 'banner-2' }));
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(3);
  });

  it('keeps a lead sent from another page as a second lead', async () => {
    const email = uniqueEmail('page');
    await send('5', callBack(email, { sourcePage: '/courses/data-science' }));
    await send('5', callBack(email, { sourcePage: '/enrollnow' }));
    expect(await rowsFor(email)).toHaveLength(2);
  });

  it('keeps a lead whose name differs only in letter case (a correction) as a second lead', async () => {
    const email = uniqueEmail('case');
    await send('5', callBack(email, { name: 'ravi kumar' }));
    await send('5', callBack(email, { name: 'Ravi Kumar' }));
    expect(await rowsFor(email)).toHaveLength(2);
  });

  it('folds an exact repeat (every field the same) into one lead', async () => {
    const email = uniqueEmail('repeat');
    const body = callBack(email, { sourcePage: '/enrollnow', utmSource: 'google' });
    await send('5', body);
    await send('5', body);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('stores one lead for a burst of 8 identical submissions at the same moment, and 8 for 8 different ones', async () => {
    const same = uniqueEmail('burst-same');
    const identical = application(same, 'Available from December.');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.request({ method: 'POST', url: CAPTURE('21'), payload: identical })),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(await rowsFor(same)).toHaveLength(1);

    const differ = uniqueEmail('burst-differ');
    const distinct = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request({ method: 'POST', url: CAPTURE('21'), payload: application(differ, `Draft ${i + 1}.`) }),
      ),
    );
    for (const res of distinct) expect(res.statusCode).toBe(200);
    expect(await rowsFor(differ)).toHaveLength(8);
  });
});
