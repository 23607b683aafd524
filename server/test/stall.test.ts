import { monitorEventLoopDelay } from 'node:perf_hooks';
import { API, CV_CONTENT_TYPES } from '@contract';
import { appPerDescribe, DB_KIND, jobRow } from './helper';
import { jobs } from '../src/db/schema';
import { uniqueEmail } from './support/leads';
import { multipart } from './support/multipart';
import { realPdf } from './support/pdf';

/*
 * Issue 39: nothing one visitor does stalls the others. While a 4.9 MB CV is stored, plain cached reads
 * keep answering. Compared as a ratio within one run (these machines are noisy; scheduling alone
 * delays a read by up to ~200 ms, hence the 500 ms floor when the upload is quick); absolute targets live
 * in the bench. In-process PGlite held every other request for the whole insert.
 */
jest.setTimeout(120_000);

/** A real PDF padded with spaces to `size` bytes (the CV check reads its head and its %%EOF). */
const paddedPdf = (size: number): Buffer => Buffer.concat([realPdf(), Buffer.alloc(size - realPdf().length, 0x20)]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`plain reads during heavy database work on ${DB_KIND}`, () => {
  const ctx = appPerDescribe();

  beforeAll(async () => {
    await ctx.t.app.database.db.insert(jobs).values(jobRow({ slug: 'stall-trainer', title: 'Stall Trainer' }));
    // Warm the cached list, so that the reads below need no database.
    expect((await ctx.t.request({ method: 'GET', url: API.blogs.list })).statusCode).toBe(200);
  });

  // The cached list needs no database (/healthz does: it pings it, and waits its turn on PGlite's one session).
  it('answers the cached blog list quickly while a 4.9 MB CV upload is stored', async () => {
    const { payload, headers } = multipart(
      {
        name: 'Priya Sharma',
        email: uniqueEmail('stall'),
        countryCode: '+91',
        phone: '9876543210',
        jobTitle: 'Stall Trainer',
        jobSlug: 'stall-trainer',
        message: 'A big CV.',
      },
      [{ field: 'cv', filename: 'cv.pdf', contentType: CV_CONTENT_TYPES.pdf, bytes: paddedPdf(4.9e6) }],
    );
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let finished = false;
    const started = performance.now();
    const upload = ctx.t.request({ method: 'POST', url: API.leads.capture('itx', '21'), headers, payload }).finally(() => {
      finished = true;
    });
    // A read is due 50 ms after the last answer: its latency counts from then, so a thread held
    // while the test sleeps shows too. One more read after the upload ends sees the last hold.
    const latencies: number[] = [];
    let due = performance.now();
    for (;;) {
      const done = finished;
      const res = await ctx.t.request({ method: 'GET', url: API.blogs.list });
      const answered = performance.now();
      latencies.push(answered - due);
      expect(res.statusCode).toBe(200);
      if (done) break;
      due = answered + 50;
      await sleep(50);
    }
    const uploadMs = performance.now() - started;
    loop.disable();
    expect((await upload).statusCode).toBe(200);
    const worst = Math.max(...latencies);
    const report = `upload ${Math.round(uploadMs)} ms, ${latencies.length} reads, worst ${Math.round(worst)} ms, event loop max ${Math.round(loop.max / 1e6)} ms`;
    expect({ report, ok: worst < Math.max(uploadMs / 4, 500) }).toEqual({ report, ok: true });
  });
});
