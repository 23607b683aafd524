import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { leads, rateLimits, sessions, users } from '../src/db/schema';
import type { NewLead } from '../src/plugins/app/leads-repository';
import { hashToken } from '../src/plugins/app/sessions';
import { LOCKOUT_THRESHOLD } from '../src/plugins/app/users-repository';
import { DatabaseRateLimitStore } from '../src/plugins/external/rate-limit';
import { adminCookie, buildTestApp, DB_KIND, json, type TestApp, twoInstances } from './helper';

// Building the app on a fresh database takes a few seconds, more on a busy machine.
jest.setTimeout(120_000);

const tag = () => randomBytes(4).toString('hex');

function newLead(email: string): NewLead {
  return {
    formId: '5',
    form: 'call-back',
    name: 'Sneha Rao',
    email,
    countryCode: '+91',
    phone: '9876543210',
    interest: 'Data Science',
    sourcePage: '/contact',
    utm: { utm_source: 'newsletter' },
  };
}

describe(`leads, users and sessions repositories on ${DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;

  describe('leads repository', () => {
    it('maps a stored lead to the contract DTO: no fingerprint, form id, reference or update time', async () => {
      const email = `map-${tag()}@itx-visitor.test`;
      const { lead, duplicate } = await t.app.leadsRepository.store(newLead(email));
      expect(duplicate).toBe(false);
      expect(lead).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        form: 'call-back',
        name: 'Sneha Rao',
        email,
        countryCode: '+91',
        phone: '9876543210',
        interest: 'Data Science',
        session: null,
        message: null,
        sourcePage: '/contact',
        utm: { utm_source: 'newsletter' },
        status: 'new',
        lostReason: null,
        waitlist: false,
        flag: null,
        ownerId: null,
        ownerName: null,
        followUpOn: null,
        // Stored without a consent record (as an API call sends it): its form's purpose only.
        consent: { noticeVersion: null, purposes: ['call-back'], page: '/contact', at: lead.createdAt },
        legalHold: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      // The list and a status change answer the same mapping.
      const page = await t.app.leadsRepository.list({ search: email, page: 1, pageSize: 25 });
      expect(page).toEqual({ items: [lead], total: 1, page: 1, pageSize: 25 });
      expect(await t.app.leadsRepository.setStatus(lead.id, 'contacted')).toEqual({ ...lead, status: 'contacted' });
      const exported = [];
      for await (const batch of t.app.leadsRepository.exportBatches({ search: email }, 10)) exported.push(...batch);
      expect(exported).toEqual([{ ...lead, status: 'contacted' }]);
    });

    it('folds a repeat of the same submission into the first and keeps one that differs in any field', async () => {
      const email = `fold-${tag()}@itx-visitor.test`;
      const first = await t.app.leadsRepository.store(newLead(email));
      const again = await t.app.leadsRepository.store(newLead(email));
      const other = await t.app.leadsRepository.store({ ...newLead(email), utm: { utm_source: 'instagram' } });
      expect(again).toEqual({ lead: first.lead, duplicate: true });
      expect(other.duplicate).toBe(false);
      expect(await db().select().from(leads).where(eq(leads.email, email))).toHaveLength(2);
    });

    it('answers null for a status change of a lead that does not exist', async () => {
      expect(await t.app.leadsRepository.setStatus('00000000-0000-4000-8000-000000000000', 'closed')).toBeNull();
    });
  });

  describe('users repository', () => {
    const create = async () => {
      const email = `user-${tag()}@itx.test`;
      const user = await t.app.usersRepository.create(
        {
          name: 'Lakshmi Rao',
          email,
          phone: '9876543210',
          passwordHash: 'hash-of-a-password',
        },
        'counsellor',
      );
      if (!user) throw new Error('user not created');
      return user;
    };

    it('maps a user to the contract DTO and keeps the password hash out of it', async () => {
      const user = await create();
      // The database's first account is the Owner whatever the role asked (server/test/staff-roles.test.ts).
      const staffRole = expect.stringMatching(/^(owner|counsellor)$/) as unknown as string;
      expect(user).toEqual({
        id: expect.any(String),
        name: 'Lakshmi Rao',
        email: user.email,
        phone: '9876543210',
        role: 'admin',
        staffRole,
      });
      expect(await t.app.usersRepository.findByEmail(user.email)).toEqual({ user, passwordHash: 'hash-of-a-password', disabled: false });
      expect(await t.app.usersRepository.findByEmail(`nobody-${tag()}@itx.test`)).toBeNull();
      // A second account for the same address is refused, not thrown.
      expect(
        await t.app.usersRepository.create({ name: 'Other', email: user.email, phone: '9000000000', passwordHash: 'x' }, 'editor'),
      ).toBeNull();
    });

    it(`counts failed sign-ins, locks at ${LOCKOUT_THRESHOLD} for a minute, doubles the next lock and clears on success`, async () => {
      const user = await create();
      const reserve = () => t.app.usersRepository.reserveSignIn(user.email, user.id);
      for (let i = 1; i <= LOCKOUT_THRESHOLD; i++) expect(await reserve()).toEqual({ allowed: true, failures: i });
      const locked = await reserve();
      expect(locked.allowed).toBe(false);
      if (!locked.allowed) {
        expect(locked.retryAfter).toBeGreaterThan(50);
        expect(locked.retryAfter).toBeLessThanOrEqual(60);
      }
      // The lock ends: the next failure is counted and locks for two minutes.
      await db()
        .update(users)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(users.id, user.id));
      expect(await reserve()).toEqual({ allowed: true, failures: LOCKOUT_THRESHOLD + 1 });
      const doubled = await reserve();
      expect(doubled.allowed).toBe(false);
      if (!doubled.allowed) expect(doubled.retryAfter).toBeGreaterThan(110);

      await t.app.usersRepository.clearSignInFailures(user.id);
      expect(await reserve()).toEqual({ allowed: true, failures: 1 });
    });

    it('counts an address without an account the same way, without creating an account', async () => {
      const email = `ghost-${tag()}@itx.test`;
      for (let i = 1; i <= LOCKOUT_THRESHOLD; i++) {
        expect(await t.app.usersRepository.reserveSignIn(email, null)).toEqual({ allowed: true, failures: i });
      }
      expect((await t.app.usersRepository.reserveSignIn(email, null)).allowed).toBe(false);
      expect(await t.app.usersRepository.findByEmail(email)).toBeNull();
    });

    it('resets a password once per link, ending the sessions and the other links of the account', async () => {
      const user = await create();
      const session = await t.app.sessionsRepository.create(user.id);
      const expires = new Date(Date.now() + 60_000);
      const first = await t.app.usersRepository.createPasswordReset(user.id, hashToken('first-token'), expires);
      const second = await t.app.usersRepository.createPasswordReset(user.id, hashToken('second-token'), expires);
      expect(await t.app.usersRepository.resetPassword(first, 'new-hash')).toBe(true);
      expect(await t.app.usersRepository.resetPassword(first, 'other-hash')).toBe(false);
      expect(await t.app.usersRepository.resetPassword(second, 'other-hash')).toBe(false);
      expect((await t.app.usersRepository.findByEmail(user.email))?.passwordHash).toBe('new-hash');
      expect(await t.app.sessionsRepository.findUser(session.id)).toBeNull();
      expect((await t.app.usersRepository.findPasswordReset(second))?.usedAt).toBeInstanceOf(Date);
    });
  });

  describe('sessions repository', () => {
    it('finds the user of a live session by the cookie id, and stores only its hash', async () => {
      const cookie = await adminCookie(t.app);
      const id = cookie.split('=')[1] ?? '';
      const user = await t.app.sessionsRepository.findUser(id);
      expect(user).toEqual({
        id: expect.any(String),
        name: 'Test Admin',
        email: expect.any(String),
        phone: '9000012345',
        role: 'admin',
        staffRole: 'owner',
      });
      expect(await db().select().from(sessions).where(eq(sessions.idHash, id))).toEqual([]);
      expect(
        await db()
          .select()
          .from(sessions)
          .where(eq(sessions.idHash, hashToken(id))),
      ).toHaveLength(1);
      expect(await t.app.sessionsRepository.findUser('not a session id')).toBeNull();
    });

    it('rolls a failed rotation back: the session held before stays valid and nothing new is stored', async () => {
      const cookie = await adminCookie(t.app);
      const previous = cookie.split('=')[1] ?? '';
      const before = await db().select().from(sessions);
      // No such user: the new session's insert fails after the old session was deleted in the same transaction.
      await expect(t.app.sessionsRepository.rotate(previous, '00000000-0000-4000-8000-000000000000')).rejects.toThrow();
      expect(await t.app.sessionsRepository.findUser(previous)).not.toBeNull();
      expect(await db().select().from(sessions)).toHaveLength(before.length);
    });
  });

  describe('rate-limit store', () => {
    it('counts hits per key in a fixed window and starts a new window once it has passed', async () => {
      const store = new DatabaseRateLimitStore(db());
      const incr = (key: string) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr(key, (err, result) => (err || !result ? reject(err ?? new Error('no result')) : resolve(result)), 60_000),
        );
      const key = `test:${tag()}`;
      expect((await incr(key)).current).toBe(1);
      expect((await incr(`test:${tag()}`)).current).toBe(1);
      const second = await incr(key);
      expect(second.current).toBe(2);
      expect(second.ttl).toBeGreaterThan(50_000);
      expect(second.ttl).toBeLessThanOrEqual(60_000);
      await db()
        .update(rateLimits)
        .set({ resetAt: sql`now() - interval '1 second'` })
        .where(eq(rateLimits.key, key));
      expect((await incr(key)).current).toBe(1);
    });
  });
});

(DB_KIND === 'postgres' ? describe : describe.skip)('rate limits shared by two app instances on one PostgreSQL', () => {
  const apps = twoInstances({ RATE_LIMIT_SCALE: '1' });

  it('allows 10 reset requests an hour from one address across both instances, then refuses on either', async () => {
    const forgot = (t: TestApp, ip: string) =>
      t.request({ method: 'POST', url: '/apiauth/forgotpassword', payload: { email: `shared-${tag()}@itx.test` }, remoteAddress: ip });
    for (let i = 0; i < 10; i++) expect((await forgot(i % 2 === 0 ? apps.a : apps.b, '10.9.0.1')).statusCode).toBe(200);
    for (const t of [apps.a, apps.b]) {
      const refused = await forgot(t, '10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(json(refused)).toEqual({
        message: expect.stringMatching(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    expect((await forgot(apps.b, '10.9.0.2')).statusCode).toBe(200);
  });

  it('shares the per-account sign-in limit: 10 attempts for one address from anywhere, then 429 on both', async () => {
    const email = `account-${tag()}@itx.test`;
    const login = (t: TestApp, i: number) =>
      t.request({ method: 'POST', url: '/apiauth/login', payload: { email, password: 'Wrong#guess1' }, remoteAddress: `10.9.1.${i}` });
    // An unknown address: the lockout refuses from the 6th attempt, so count the limit with both answers.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(i % 2 === 0 ? apps.a : apps.b, i)).statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const rows = await apps.a.app.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login-account:${email}`));
    expect(rows[0]?.count).toBe(10);
    expect((await login(apps.b, 20)).statusCode).toBe(429);
    expect(rows).toHaveLength(1);
  });
});
