import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@contract';
import { Client } from 'pg';
import { buildApp, type BuildOptions } from '../src/app';
import { jobs, users } from '../src/db/schema';
import { loadConfig, type Config } from '../src/plugins/external/config';
import { SESSION_COOKIE } from '../src/plugins/app/sessions';
import { fakeBuild } from './support/fake-build';
import { copyTestImage, testTmpRoot } from '../../test-support/pglite-image';

export const TEST_ADMIN_CODE = 'itx-test-admin-code';

/** Which database this run of the suite uses: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const DB_KIND: 'postgres' | 'pglite' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Makes a request with JSON body and parses the JSON answer. */
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database on the server of DATABASE_URL; dropped again by the returned function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL is not set');
  const name = `itx_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Builds the real app on a fresh database: in-memory PGlite, or a new PostgreSQL database when
 * DATABASE_URL is set. Rate limits are raised (RATE_LIMIT_SCALE) unless a test asks for scale 1.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildOptions & { databaseUrl?: string } = {},
): Promise<TestApp & { databaseUrl: string | null }> {
  const dataDir = fs.mkdtempSync(path.join(testTmpRoot(), 'itx-test-'));
  const config = loadConfig({
    RATE_LIMIT_SCALE: '1000',
    ADMIN_CODE: TEST_ADMIN_CODE,
    DATA_DIR: dataDir,
    PUBLIC_DIR: path.join(dataDir, 'no-build'),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  let drop: (() => Promise<void>) | null = null;
  if (options.databaseUrl) {
    config.databaseUrl = options.databaseUrl;
  } else if (DB_KIND === 'postgres') {
    const created = await createPostgresDatabase();
    config.databaseUrl = created.url;
    drop = created.drop;
  } else if (!env.DATA_DIR && !copyTestImage(config.pgliteDir)) {
    config.pgliteDir = 'memory://';
  }
  const app = await buildApp(config, { logger: false, retentionSchedule: false, ...options });
  await app.ready();
  return {
    app,
    config,
    databaseUrl: config.databaseUrl,
    request: (opts) => app.inject(opts),
    close: async () => {
      await app.close();
      if (drop) await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A staff account and a live session made directly through the store (independent of the sign-up
 * route), for tests of admin-only endpoints: an Owner, who may use every admin route, unless `role`
 * says otherwise. Returns the Cookie header value.
 */
export async function adminCookie(
  app: FastifyInstance,
  email = `admin-${randomBytes(4).toString('hex')}@itx.test`,
  role: StaffRole = 'owner',
): Promise<string> {
  const [user] = await app.database.db
    .insert(users)
    .values({ name: 'Test Admin', email, phone: '9000012345', passwordHash: 'not-a-login-account', role })
    .returning();
  if (!user) throw new Error('could not create the test admin');
  const session = await app.sessionsRepository.create(user.id);
  return `${SESSION_COOKIE}=${session.id}`;
}

/** POSTs `payload` exactly as given (no JSON encoding) with the given Content-Type. */
export function postRaw(t: TestApp, url: string, contentType: string, payload: string): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

/** Parses a JSON answer body. */
export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/** A job row for a test to insert: a full-time trainer post open for a day unless `overrides` say otherwise. */
export function jobRow(
  overrides: Partial<typeof jobs.$inferInsert> & Pick<typeof jobs.$inferInsert, 'slug' | 'title'>,
): typeof jobs.$inferInsert {
  return {
    location: 'Hyderabad',
    jobType: 'full-time',
    experienceRequired: 2,
    isFresher: false,
    jobDescription: 'Teach.',
    keyResponsibilities: ['a', 'b', 'c', 'd', 'e'],
    validThrough: new Date(Date.now() + 86_400_000),
    ...overrides,
  };
}

export interface AppOptions {
  /** Settings on top of the test defaults of buildTestApp. */
  env?: Record<string, string>;
  /** Options of buildApp, e.g. `{ seed: false }` for an empty database. */
  build?: BuildOptions;
  /** Serves a fake webpack build (see fakeBuild) as PUBLIC_DIR, so pages render; removed in afterAll. */
  site?: boolean;
  /** How long building the app may take (default 120 s: a fresh PGlite database on a busy CI machine took over 30 s). */
  timeout?: number;
}

/** A fresh app for one describe block: built in beforeAll, closed in afterAll. Read `t` inside tests. */
export function appPerDescribe({ env = {}, build, site = false, timeout }: AppOptions = {}): {
  readonly t: TestApp & { databaseUrl: string | null };
} {
  let app: (TestApp & { databaseUrl: string | null }) | null = null;
  const publicDir = site ? fakeBuild() : null;
  beforeAll(async () => {
    app = await buildTestApp(publicDir ? { PUBLIC_DIR: publicDir, ...env } : env, build);
  }, timeout ?? 120_000);
  afterAll(async () => {
    await app?.close();
    if (publicDir) fs.rmSync(publicDir, { recursive: true, force: true });
  });
  return {
    get t() {
      if (!app) throw new Error('the app is built in beforeAll: use it inside a test');
      return app;
    },
  };
}

/**
 * A fresh app (see appPerDescribe) and a signed-in admin's cookie for one describe block. Read `t` and
 * `cookie` inside tests, or send as the admin with `asAdmin`.
 */
export function appWithAdmin(options: AppOptions = {}): {
  readonly t: TestApp & { databaseUrl: string | null };
  readonly cookie: string;
  /** Makes a request with the admin's session cookie added to its headers. */
  asAdmin(opts: InjectOptions): Promise<LightMyRequestResponse>;
} {
  const fresh = appPerDescribe(options);
  let cookie = '';
  beforeAll(async () => {
    cookie = await adminCookie(fresh.t.app);
  });
  return {
    get t() {
      return fresh.t;
    },
    get cookie() {
      return cookie;
    },
    asAdmin: (opts) => fresh.t.request({ ...opts, headers: { ...opts.headers, cookie } }),
  };
}

/**
 * Two app instances on one fresh PostgreSQL database, for one describe block: built in beforeAll, both
 * closed and the database dropped in afterAll. Read `a`, `b` and `databaseUrl` inside tests.
 */
export function twoInstances(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): { readonly a: TestApp; readonly b: TestApp; readonly databaseUrl: string } {
  let database: { url: string; drop: () => Promise<void> } | null = null;
  let a: TestApp | null = null;
  let b: TestApp | null = null;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    a = await buildTestApp(env, { ...options, databaseUrl: database.url });
    b = await buildTestApp(env, { ...options, databaseUrl: database.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });
  const built = <T>(value: T | null): T => {
    if (value === null) throw new Error('the instances are built in beforeAll: use them inside a test');
    return value;
  };
  return {
    get a() {
      return built(a);
    },
    get b() {
      return built(b);
    },
    get databaseUrl() {
      return built(database).url;
    },
  };
}
