import { and, asc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  SIGNUP_CODE_ROLES,
  type AdminAccountDto,
  type RoleCodeStatusDto,
  type SignupCodeRole,
  type StaffRole,
  type UserDto,
} from '@contract';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { appSettings, passwordResets, sessions, users } from '../../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Failed sign-ins in a row after which an account is locked; each further failure doubles the lock. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_BASE_MS = MINUTE;
export const LOCKOUT_MAX_MS = HOUR;

/** A user as the routes see it: the contract's DTO plus what signing in needs. */
export interface UserAccount {
  user: UserDto;
  passwordHash: string;
  /** Disabled by another admin: the right password is answered 403 (issue 20). */
  disabled: boolean;
}

/** A password-reset link as stored: only the token's hash is kept. */
export interface PasswordReset {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Either the password may be checked now, or the address is locked for `retryAfter` more seconds. */
export type SignInReservation = { allowed: true; failures: number } | { allowed: false; retryAfter: number };

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  /** The privacy notice the sign-up form showed; absent from the spec's payload. */
  noticeVersion?: number;
}

type UserRow = typeof users.$inferSelect;

/** The row's role: the table's check constraint (users_role_check) allows only the staff roles. */
const roleOf = (row: UserRow): StaffRole => row.role as StaffRole;

export function toUserDto(row: UserRow): UserDto {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, role: 'admin', staffRole: roleOf(row) };
}

const toAccount = (row: UserRow): UserAccount => ({
  user: toUserDto(row),
  passwordHash: row.passwordHash,
  disabled: row.disabledAt !== null,
});

/** The account's sessions not yet expired (a correlated subquery over `users`). */
const activeSessions = sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > now())`;

const toAdminAccount = (row: UserRow, sessionCount: number): AdminAccountDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  disabled: row.disabledAt !== null,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  activeSessions: Number(sessionCount),
  role: roleOf(row),
  noticeVersion: row.noticeVersion,
  noticeAt: row.noticeAt?.toISOString() ?? null,
});

/** What disabling or enabling an account came to: the account as it is now, or why nothing changed. */
export type SetDisabledResult = { account: AdminAccountDto } | { refused: 'not-found' | 'last-admin' | 'last-owner' };
type Refusal = Extract<SetDisabledResult, { refused: string }>['refused'];

/**
 * `locked until` after the failure that brings a streak to `failures` (an SQL expression over the
 * row's old values): LOCKOUT_BASE_MS at the threshold, doubling with each further failure up to
 * LOCKOUT_MAX_MS, computed by the database so the count and the lock change in one statement. The
 * exponent is capped because the lock is capped anyway.
 */
function lockedUntilAfter(failures: SQL, otherwise: SQL): SQL {
  const cap = Math.ceil(Math.log2(LOCKOUT_MAX_MS / LOCKOUT_BASE_MS)) + 1;
  return sql`case when ${failures} >= ${LOCKOUT_THRESHOLD}
    then now() + make_interval(secs => least(${LOCKOUT_BASE_MS / 1000}::float8 * power(2::float8, least(${failures} - ${LOCKOUT_THRESHOLD}, ${cap})::float8), ${LOCKOUT_MAX_MS / 1000}::float8))
    else ${otherwise} end`;
}

const unknownKey = (email: string) => `login-lock:${email}`;

/** A role's sign-up code is kept as its SHA-256 only: it is shown once, when issued. */
const roleCodeKey = (role: SignupCodeRole) => `signup_code:${role}`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Admin accounts, their sign-in lockout and their password-reset links. */
export function createUsersRepository(db: Db) {
  /** The issued role sign-up codes (their hashes), by app_settings key. */
  async function storedRoleCodes() {
    const rows = await db
      .select()
      .from(appSettings)
      .where(inArray(appSettings.key, SIGNUP_CODE_ROLES.map(roleCodeKey)));
    return new Map(rows.map((row) => [row.key, row]));
  }

  async function findAdmin(id: string): Promise<AdminAccountDto | null> {
    const [row] = await db.select({ user: users, sessions: activeSessions }).from(users).where(eq(users.id, id)).limit(1);
    return row ? toAdminAccount(row.user, row.sessions) : null;
  }

  return {
    async findByEmail(email: string): Promise<UserAccount | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ? toAccount(row) : null;
    },

    /**
     * Stores a new account with `role`, signed in from now on (sign-up signs in); the very first account is
     * the Owner whatever the code. Null when the e-mail address already has an account.
     */
    async create(user: NewUser, role: StaffRole): Promise<UserDto | null> {
      const [row] = await db
        .insert(users)
        .values({
          ...user,
          role: sql`case when exists (select 1 from ${users}) then ${role} else 'owner' end`,
          lastSignInAt: new Date(),
          noticeAt: user.noticeVersion === undefined ? null : new Date(),
        })
        .onConflictDoNothing()
        .returning();
      return row ? toUserDto(row) : null;
    },

    /**
     * Counts one sign-in attempt as a failure before the password is checked, in one atomic statement
     * that also sets the lock when the streak reaches the threshold; a locked address gets no row back.
     * So of any number of parallel guesses at most LOCKOUT_THRESHOLD have their password checked, on
     * PGlite and PostgreSQL alike (PostgreSQL re-checks the WHERE on the row each racer finally updates).
     * A right password then clears the streak (clearSignInFailures).
     *
     * An address without an account keeps the same streak in the rate_limits table (count = failures,
     * reset_at = locked until), so the answers, their headers and their timing cannot tell which
     * addresses have accounts. Below the threshold it is never locked, whatever reset_at says: the first
     * failure stores its own transaction's now(), which is later than the now() of a transaction that
     * started a moment before it (a parallel guess would otherwise be told to wait one second).
     */
    async reserveSignIn(email: string, userId: string | null): Promise<SignInReservation> {
      if (userId) {
        const [reserved] = await db
          .update(users)
          .set({
            failedLogins: sql`${users.failedLogins} + 1`,
            lockedUntil: lockedUntilAfter(sql`${users.failedLogins} + 1`, sql`${users.lockedUntil}`),
          })
          .where(sql`${users.id} = ${userId} and (${users.lockedUntil} is null or ${users.lockedUntil} <= now())`)
          .returning({ failedLogins: users.failedLogins });
        if (reserved) return { allowed: true, failures: reserved.failedLogins };
        const [row] = await db
          .select({ retry: sql<number>`ceil(extract(epoch from (${users.lockedUntil} - now())))::int` })
          .from(users)
          .where(eq(users.id, userId));
        return { allowed: false, retryAfter: Math.max(1, Number(row?.retry ?? 1)) };
      }
      const key = unknownKey(email);
      const reserved = (await db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, ${lockedUntilAfter(sql`1`, sql`now()`)})
        on conflict (key) do update set
          count = rate_limits.count + 1,
          reset_at = ${lockedUntilAfter(sql`rate_limits.count + 1`, sql`rate_limits.reset_at`)}
        where rate_limits.count < ${LOCKOUT_THRESHOLD} or rate_limits.reset_at <= now()
        returning count`)) as unknown as { rows: { count: number }[] };
      const row = reserved.rows[0];
      if (row) return { allowed: true, failures: Number(row.count) };
      const locked = (await db.execute(
        sql`select ceil(extract(epoch from (reset_at - now())))::int as retry from rate_limits where key = ${key}`,
      )) as unknown as { rows: { retry: number }[] };
      return { allowed: false, retryAfter: Math.max(1, Number(locked.rows[0]?.retry ?? 1)) };
    },

    /** A right password ends the account's failure streak and any lock. */
    async clearSignInFailures(userId: string): Promise<void> {
      await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
    },

    /** A successful sign-in: ends the failure streak and any lock, and records the time (the Admins page's "last sign-in"). */
    async markSignedIn(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ failedLogins: 0, lockedUntil: null, lastSignInAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /** Every admin account with its live session count, by name (the Admins page, the leads' owner picker). */
    async listAdmins(): Promise<AdminAccountDto[]> {
      const rows = await db.select({ user: users, sessions: activeSessions }).from(users).orderBy(asc(users.name), asc(users.email));
      return rows.map((r) => toAdminAccount(r.user, r.sessions));
    },

    /** One admin account; null when there is none with this id (the caller checks the id is a UUID). */
    findAdmin,

    /**
     * Disables (ending its sessions in the same transaction) or enables an account. The enabled accounts
     * are locked first, so two admins disabling each other at the same moment cannot leave none enabled:
     * the second waits, then sees the first's change and is refused as the last admin.
     */
    async setDisabled(id: string, disabled: boolean): Promise<SetDisabledResult> {
      const refusal = await db.transaction(async (tx): Promise<Refusal | null> => {
        const [target] = await tx.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, id)).limit(1);
        if (!target) return 'not-found';
        if (disabled) {
          if (target.disabledAt !== null) return null;
          const enabled = await tx.select({ id: users.id, role: users.role }).from(users).where(isNull(users.disabledAt)).for('update');
          if (!enabled.some((u) => u.id !== id)) return 'last-admin';
          if (enabled.some((u) => u.id === id && u.role === 'owner') && !enabled.some((u) => u.id !== id && u.role === 'owner'))
            return 'last-owner';
          await tx
            .update(users)
            .set({ disabledAt: sql`now()`, updatedAt: new Date() })
            .where(eq(users.id, id));
          await tx.delete(sessions).where(eq(sessions.userId, id));
        } else if (target.disabledAt !== null) {
          await tx.update(users).set({ disabledAt: null, updatedAt: new Date() }).where(eq(users.id, id));
        }
        return null;
      });
      if (refusal) return { refused: refusal };
      const account = await findAdmin(id);
      return account ? { account } : { refused: 'not-found' };
    },

    /**
     * Gives the account `role`. The enabled Owners are locked first, so two Owners demoting each other at
     * the same moment cannot leave none: the second waits, then is refused as the last Owner.
     */
    async setRole(id: string, role: StaffRole): Promise<SetDisabledResult> {
      const refusal = await db.transaction(async (tx): Promise<Refusal | null> => {
        const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
        if (!target) return 'not-found';
        if (target.role === role) return null;
        if (target.role === 'owner') {
          const owners = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'owner'), isNull(users.disabledAt)))
            .for('update');
          if (!owners.some((u) => u.id !== id)) return 'last-owner';
        }
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
        return null;
      });
      if (refusal) return { refused: refusal };
      const account = await findAdmin(id);
      return account ? { account } : { refused: 'not-found' };
    },

    /** A new sign-up code for `role`, returned once; the role's previous code stops working. */
    async issueRoleCode(role: SignupCodeRole): Promise<string> {
      const code = randomBytes(12).toString('base64url');
      const value = sha256(code).toString('hex');
      const now = new Date();
      await db
        .insert(appSettings)
        .values({ key: roleCodeKey(role), value, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now, version: sql`${appSettings.version} + 1` } });
      return code;
    },

    /** Withdraws `role`'s sign-up code: sign-up with it is refused from now on. */
    async withdrawRoleCode(role: SignupCodeRole): Promise<void> {
      await db.delete(appSettings).where(eq(appSettings.key, roleCodeKey(role)));
    },

    /** Whether each role's sign-up code is issued, and since when. */
    async roleCodeStatus(): Promise<RoleCodeStatusDto[]> {
      const stored = await storedRoleCodes();
      return SIGNUP_CODE_ROLES.map((role) => ({ role, issuedAt: stored.get(roleCodeKey(role))?.updatedAt.toISOString() ?? null }));
    },

    /** The role whose sign-up code `code` is, or null. */
    async roleForCode(code: string): Promise<SignupCodeRole | null> {
      const given = sha256(code);
      const stored = await storedRoleCodes();
      return (
        SIGNUP_CODE_ROLES.find((role) => {
          const hash = Buffer.from(stored.get(roleCodeKey(role))?.value ?? '', 'hex');
          return hash.length === given.length && timingSafeEqual(hash, given);
        }) ?? null
      );
    },

    /** Stores a reset link for the account and returns its id (the token itself is never stored). */
    async createPasswordReset(userId: string, tokenHash: string, expiresAt: Date): Promise<string> {
      const [row] = await db.insert(passwordResets).values({ userId, tokenHash, expiresAt }).returning({ id: passwordResets.id });
      if (!row) throw new Error('password reset row not stored');
      return row.id;
    },

    async findPasswordReset(id: string): Promise<PasswordReset | null> {
      const [row] = await db.select().from(passwordResets).where(eq(passwordResets.id, id)).limit(1);
      return row ? { id: row.id, userId: row.userId, tokenHash: row.tokenHash, expiresAt: row.expiresAt, usedAt: row.usedAt } : null;
    },

    /**
     * Uses the reset link `id` to set a new password, in one transaction: false when the link was used
     * or expired meanwhile. The claim is one conditional update, so two requests racing with the same
     * link cannot both win; the account's lock ends, its sessions end (whoever held one, perhaps the
     * person who took the old password, is signed out) and its other links stop working.
     */
    async resetPassword(id: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [claim] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .returning({ userId: passwordResets.userId });
        if (!claim) return false;
        await tx
          .update(users)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
          .where(eq(users.id, claim.userId));
        await tx.delete(sessions).where(eq(sessions.userId, claim.userId));
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, claim.userId), isNull(passwordResets.usedAt), ne(passwordResets.id, id)));
        return true;
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
