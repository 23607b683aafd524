import { adminCookie, buildTestApp, DB_KIND, type TestApp } from './helper';
import { sql } from 'drizzle-orm';
import { leads } from '../src/db/schema';
import { csvPieces } from '../src/lib/csv';

jest.setTimeout(60_000);

/** Characters that make a spreadsheet cell a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Every cell a naive spreadsheet import could make of `csv`: lines split on any line break, cells on
 * `separator`, quotes ignored (a reader that does not honour them, or a locale whose list separator
 * is not the file's). Leading spaces and quote marks are dropped, as a lenient reader would.
 */
function naiveCells(csv: string, separator: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(separator))
    .map((cell) => cell.replace(/^[ "]+/, ''));
}

const ATTACKS = [
  `x;=cmd|' /C calc'!A0`,
  `x,=cmd|' /C calc'!A0`,
  `x; =cmd|' /C calc'!A0`,
  `x;"=cmd|' /C calc'!A0"`,
  `x\t=cmd|' /C calc'!A0`,
  `first line\n=cmd|' /C calc'!A0`,
  `first line\r\n@SUM(1+1)*cmd|' /C calc'!A0`,
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  ' =1+1',
  '"=1+1"',
];

/** The whole document the export's pieces make for `rows` (sent as one batch). */
async function toCsv(header: string[], rows: (string | number | null | undefined)[][]): Promise<string> {
  let document = '';
  for await (const piece of csvPieces(header, [rows].values())) document += piece;
  return document;
}

describe('CSV cells against formula injection (finding 6 of issue 15)', () => {
  let csv = '';
  beforeAll(async () => {
    csv = await toCsv(
      ['Value'],
      ATTACKS.map((a) => [a]),
    );
  });

  it.each([',', ';', '\t'])('leaves no cell starting with a formula character when a spreadsheet splits on %j', (separator) => {
    const cells = naiveCells(csv, separator);
    expect(cells.filter((c) => FORMULA_START.test(c))).toEqual([]);
  });

  it('quotes every cell, so a conforming reader gets each value back whole', async () => {
    const body = csv.replace(/^\uFEFF/, '');
    expect(body.startsWith('"Value"\r\n')).toBe(true);
    expect(await toCsv(['a', 'b'], [['plain', 42]])).toBe('\uFEFF"a","b"\r\n"plain","42"\r\n');
    expect(await toCsv(['a'], [[null], [undefined]])).toBe('\uFEFF"a"\r\n""\r\n""\r\n');
  });

  it('keeps ordinary text unchanged', async () => {
    expect(await toCsv(['a'], [['Ravi, from Madhapur; call after 6 pm (C++ & Java)']])).toBe(
      '\uFEFF"a"\r\n"Ravi, from Madhapur; call after 6 pm (C++ & Java)"\r\n',
    );
  });
});

describe(`CSV export of leads on ${DB_KIND}`, () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await adminCookie(t.app);
    const base = { form: 'call-back', formId: '5', countryCode: '+91', phone: '9876543210', interest: 'Data Science', utm: {} };
    await t.app.database.db.insert(leads).values([
      {
        ...base,
        name: `x;=cmd|' /C calc'!A0`,
        email: 'attack@example.in',
        message: `Hello,-2+3;@SUM(A1)`,
        sourcePage: `/x;=HYPERLINK("http://evil")`,
        utm: { utm_source: `g;+cmd|' /C calc'!A0`, utm_campaign: '-1' },
        fingerprint: 'csv-attack',
        createdAt: new Date('2026-11-25T13:00:05Z'),
      },
      {
        ...base,
        name: 'Meera Iyer',
        email: 'meera@example.in',
        countryCode: '+44',
        phone: '7911123456',
        fingerprint: 'csv-plain',
        createdAt: new Date('2026-11-25T19:00:00Z'),
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const exportCsv = async () => {
    const res = await t.request({ method: 'GET', url: '/api/leads/export.csv', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it.each([',', ';'])('exports no live formula from any field when a spreadsheet splits on %j', async (separator) => {
    const body = await exportCsv();
    expect(body).toContain('attack@example.in');
    expect(naiveCells(body, separator).filter((c) => FORMULA_START.test(c))).toEqual([]);
  });

  it('exports the phone with its country code in a form spreadsheets keep as text without a visible apostrophe', async () => {
    const body = await exportCsv();
    const header = body.split('\r\n')[0] ?? '';
    expect(header).toContain('"Phone"');
    expect(header).not.toContain('Country code');
    const meera = body.split('\r\n').find((l) => l.includes('meera@example.in')) ?? '';
    expect(meera).toContain(',"(+44) 7911123456",');
    const other = body.split('\r\n').find((l) => l.includes('attack@example.in')) ?? '';
    expect(other).toContain(',"attack@example.in","(+91) 9876543210",');
  });

  it('exports the time in Hyderabad time with the offset named in the header', async () => {
    const body = await exportCsv();
    expect(body.startsWith('\uFEFF"Created (IST, UTC+05:30)",')).toBe(true);
    const lines = body.split('\r\n');
    expect(lines.find((l) => l.includes('attack@example.in'))?.startsWith('"2026-11-25 18:30:05",')).toBe(true);
    // 19:00 UTC is already the next day in Hyderabad.
    expect(lines.find((l) => l.includes('meera@example.in'))?.startsWith('"2026-11-26 00:30:00",')).toBe(true);
  });
});

describe(`CSV export of many leads on ${DB_KIND}`, () => {
  let t: TestApp;
  let cookie: string;
  const base = { form: 'call-back', formId: '5', countryCode: '+91', phone: '9876543210', interest: 'Data Science', utm: {} };
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await adminCookie(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports every lead the filters match, more than one batch of the stream, newest first and each once', async () => {
    const run = Date.now().toString(36);
    // 2,050 leads (the export reads 2,000 at a time), one second apart.
    const start = Date.parse('2026-10-01T04:30:00Z');
    const rows = Array.from({ length: 2050 }, (_, i) => ({
      ...base,
      name: `Bulk ${i}`,
      email: `bulk-${run}-${i}@itx-visitor.test`,
      fingerprint: `bulk-${run}-${i}`,
      createdAt: new Date(start + i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.app.database.db.insert(leads).values(rows.slice(i, i + 500));
    const res = await t.request({ method: 'GET', url: `/api/leads/export.csv?search=bulk-${run}-`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const emails = res.body.match(new RegExp(`bulk-${run}-\\d+@itx-visitor\\.test`, 'g')) ?? [];
    expect(emails).toHaveLength(2050);
    expect(emails).toEqual(rows.map((r) => r.email).reverse());
    expect(res.body.split('\r\n').filter((l) => l !== '')).toHaveLength(2051);
  });

  it('pages by the exact time and id: leads of one microsecond, and a microsecond apart, each come once', async () => {
    const run = Date.now().toString(36);
    const times = [
      '2026-09-01 10:00:00.123456+00',
      '2026-09-01 10:00:00.123456+00',
      '2026-09-01 10:00:00.123456+00',
      '2026-09-01 10:00:00.1234+00',
      '2026-09-01 10:00:00.123+00',
    ];
    await t.app.database.db.insert(leads).values(
      times.map((time, i) => ({
        ...base,
        name: `Tie ${i}`,
        email: `tie-${run}-${i}@itx-visitor.test`,
        fingerprint: `tie-${run}-${i}`,
        createdAt: sql`${time}::timestamptz`,
      })),
    );
    const seen: string[] = [];
    for await (const batch of t.app.leadsRepository.exportBatches({ search: `tie-${run}-` }, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch.map((l) => l.email));
    }
    expect([...seen].sort()).toEqual(times.map((_, i) => `tie-${run}-${i}@itx-visitor.test`).sort());
    // The three of the latest microsecond first, then the two earlier ones in time order.
    expect(seen.slice(3)).toEqual([`tie-${run}-3@itx-visitor.test`, `tie-${run}-4@itx-visitor.test`]);
  });
});
