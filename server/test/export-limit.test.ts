// Issue 39, finding 3: three concurrent CSV exports of every lead held plain requests for seconds. At
// most two run at once; a third is told to come back, and nothing changes.
import { API } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { leads } from '../src/db/schema';
import { EXPORT_BUSY_MESSAGE } from '../src/routes/admin/leads';

jest.setTimeout(120_000);

const ctx = appWithAdmin();

describe(`CSV exports at once on ${DB_KIND}`, () => {
  beforeAll(async () => {
    const base = { form: 'call-back', formId: '5', countryCode: '+91', phone: '9876543210', interest: 'Data Science', utm: {} };
    // More than one batch and far more than a stream buffer: an export left unread stays running.
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      ...base,
      name: `Lead ${i}`,
      email: `lead-${i}@example.in`,
      fingerprint: `limit-${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500) await ctx.t.app.database.db.insert(leads).values(rows.slice(i, i + 500));
  });

  const open = () => ctx.asAdmin({ method: 'GET', url: API.leads.exportCsv, payloadAsStream: true });
  const drain = async (res: { stream(): NodeJS.ReadableStream }) => {
    let bytes = 0;
    for await (const chunk of res.stream()) bytes += (chunk as Buffer).length;
    return bytes;
  };

  it('two run; a third is a 429 with Retry-After and a clear message; once one ends, the next runs', async () => {
    const first = await open();
    const second = await open();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await ctx.asAdmin({ method: 'GET', url: API.leads.exportCsv });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('60');
    expect(json(third)).toEqual({ message: EXPORT_BUSY_MESSAGE });
    // The inbox itself still answers meanwhile.
    expect((await ctx.asAdmin({ method: 'GET', url: API.leads.list })).statusCode).toBe(200);
    expect(await drain(first)).toBeGreaterThan(100_000);
    const fourth = await ctx.asAdmin({ method: 'GET', url: API.leads.exportCsv });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.body.split('\r\n').length).toBeGreaterThan(3000);
    await drain(second);
  });

  it('a search takes %, _ and \\ literally, and is capped at 200 characters', async () => {
    const total = async (search: string) =>
      json<{ total: number }>(await ctx.asAdmin({ method: 'GET', url: `${API.leads.list}?search=${encodeURIComponent(search)}` }));
    for (const search of ['%', '_', '\\', '%'.repeat(200), 'Lead_1%']) expect(await total(search)).toMatchObject({ total: 0 });
    expect((await total('Lead 12')).total).toBeGreaterThan(0);
    const long = await ctx.asAdmin({ method: 'GET', url: `${API.leads.list}?search=${'%25'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
  });
});
