import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rateLimits, users } from '../src/db/schema';
import { buildTestApp, DB_KIND, json, TEST_ADMIN_CODE, type TestApp } from './helper';

// scrypt is slow by design and the machine is shared.
jest.setTimeout(120_000);

const PASSWORD = 'Hitec#2025';
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@itx.test`;

/** What a client can compare between two answers: status, body, and every header that is not per-request. */
function visible(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, 'retry-after': retryAfter, ...headers } = res.headers;
  return {
    status: res.statusCode,
    body: res.body,
    headers: Object.keys(headers).sort(),
    retryAfter: retryAfter === undefined ? null : Number(retryAfter),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Finding 5 of issue 15, written as the attack: parallel guesses against one account, and an
 * attacker telling real accounts from unknown addresses by the lockout's answer and its timing.
 */
describe(`sign-in lockout under attack on ${DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string) => t.request({ method: 'POST', url: '/apiauth/login', payload: { email, password } });
  const signUp = async () => {
    const email = uniqueEmail('victim');
    const res = await t.request({
      method: 'POST',
      url: '/apiauth/signup',
      payload: { name: 'Lakshmi Rao', email, phone: '9876543210', password: PASSWORD, adminCode: TEST_ADMIN_CODE },
    });
    expect(res.statusCode).toBe(201);
    return email;
  };
  const burst = (email: string, n: number) => Promise.all(Array.from({ length: n }, (_, i) => login(email, `Wrong#guess${i}`)));

  it('checks at most 5 of 12 concurrent wrong guesses, refuses the rest, and refuses the right password while locked', async () => {
    const email = await signUp();
    const answers = await burst(email, 12);
    const checked = answers.filter((r) => r.statusCode === 401);
    const locked = answers.filter((r) => r.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + locked.length).toBe(12);
    for (const r of checked) expect(json(r)).toEqual({ message: 'Invalid email or password.' });
    for (const r of locked) {
      expect(json(r)).toEqual({ message: 'Too many sign-in attempts. Please try again in 1 minute.' });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(50);
    }

    // The owner's (or a lucky guesser's) right password, sent in a second burst while locked, is refused.
    const second = await Promise.all([login(email, PASSWORD), login(email, 'Wrong#again1'), login(email, PASSWORD)]);
    for (const r of second) {
      expect(r.statusCode).toBe(429);
      expect(r.cookies).toEqual([]);
    }
  });

  it('answers an unknown address exactly as a real account under the same concurrent burst', async () => {
    const real = await signUp();
    const ghost = uniqueEmail('ghost');
    const realAnswers = (await burst(real, 12)).map(visible);
    const ghostAnswers = (await burst(ghost, 12)).map(visible);
    const bySeen = (a: ReturnType<typeof visible>, b: ReturnType<typeof visible>) => a.status - b.status;
    realAnswers.sort(bySeen);
    ghostAnswers.sort(bySeen);
    expect(ghostAnswers.map((a) => a.status)).toEqual(realAnswers.map((a) => a.status));
    expect(ghostAnswers.map((a) => a.body)).toEqual(realAnswers.map((a) => a.body));
    expect(ghostAnswers.map((a) => a.headers)).toEqual(realAnswers.map((a) => a.headers));
    ghostAnswers.forEach((g, i) => {
      const r = realAnswers[i];
      if (r?.retryAfter === null) expect(g.retryAfter).toBeNull();
      // Whole seconds counted down from the lock: the two bursts ran a moment apart.
      else expect(Math.abs((g.retryAfter ?? 0) - (r?.retryAfter ?? 0))).toBeLessThanOrEqual(1);
    });
  });

  it('never locks an unknown address below the threshold, even when its first failure is stamped after a parallel guess began', async () => {
    const ghost = uniqueEmail('ghost');
    // What a parallel burst leaves on PostgreSQL: the first failure's row carries its transaction's now(),
    // a moment later than the now() of a guess whose transaction started first.
    await t.app.database.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`login-lock:${ghost}`}, 1, now() + interval '5 seconds')`,
    );
    const res = await login(ghost, 'Wrong#guess');
    expect([res.statusCode, json(res)]).toEqual([401, { message: 'Invalid email or password.' }]);
  });

  it('takes as long to answer an unknown address as a real account, before and during the lock', async () => {
    const real = await signUp();
    const ghost = uniqueEmail('ghost');
    const timings = { real: { 401: [] as number[], 429: [] as number[] }, ghost: { 401: [] as number[], 429: [] as number[] } };
    const timed = async (who: 'real' | 'ghost', email: string, i: number) => {
      const start = process.hrtime.bigint();
      const res = await login(email, `Wrong#seq${i}`);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      expect([401, 429]).toContain(res.statusCode);
      timings[who][res.statusCode as 401 | 429].push(ms);
      return res.statusCode;
    };
    const statuses = { real: [] as number[], ghost: [] as number[] };
    // Interleaved, so both see the same machine load.
    for (let i = 0; i < 10; i += 1) {
      statuses.real.push(await timed('real', real, i));
      statuses.ghost.push(await timed('ghost', ghost, i));
    }
    expect(statuses.ghost).toEqual(statuses.real);
    expect(statuses.real).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    // A few ms of slack on both sides keeps sub-millisecond noise from making a ratio of small numbers.
    for (const status of [401, 429] as const) {
      const ratio = (median(timings.ghost[status]) + 5) / (median(timings.real[status]) + 5);
      expect(ratio).toBeGreaterThan(1 / 3);
      expect(ratio).toBeLessThan(3);
    }
  });

  it('doubles the lock after it ends for an unknown address exactly as for a real account', async () => {
    const real = await signUp();
    const ghost = uniqueEmail('ghost');
    for (const email of [real, ghost]) {
      for (let i = 0; i < 5; i += 1) expect((await login(email, `Wrong#${i}x`)).statusCode).toBe(401);
    }
    // The minute passes for both (wherever each streak is kept).
    const past = new Date(Date.now() - 1000);
    await t.app.database.db.update(users).set({ lockedUntil: past }).where(eq(users.email, real));
    await t.app.database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, `%${ghost}`));
    const answers = { real: [] as ReturnType<typeof visible>[], ghost: [] as ReturnType<typeof visible>[] };
    for (const [who, email] of [
      ['real', real],
      ['ghost', ghost],
    ] as const) {
      answers[who].push(visible(await login(email, 'Wrong#again1')));
      answers[who].push(visible(await login(email, 'Wrong#again2')));
    }
    expect(answers.real.map((a) => a.status)).toEqual([401, 429]);
    expect(answers.ghost.map((a) => ({ ...a, retryAfter: null }))).toEqual(answers.real.map((a) => ({ ...a, retryAfter: null })));
    expect(JSON.parse(answers.ghost[1]?.body ?? '{}')).toEqual({ message: 'Too many sign-in attempts. Please try again in 2 minutes.' });
    expect(Math.abs((answers.ghost[1]?.retryAfter ?? 0) - (answers.real[1]?.retryAfter ?? 0))).toBeLessThanOrEqual(1);
  });
});
