import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { appSettings, PRIVACY_EFFECTIVE_KEY } from '../schema';
import { seedAlumni } from './alumni';
import { seedBlogs } from './blogs';
import { seedCourses } from './courses';
import { seedJobs } from './jobs';
import { seedWorkshops } from './workshops';

/**
 * First-start content. Each seeder runs once per database, in one transaction with its marker, so a
 * restart never duplicates content and never brings back what an admin deleted.
 */
const SEEDERS: { name: string; run: (tx: Tx) => Promise<void> }[] = [
  { name: 'workshops', run: (tx) => seedWorkshops(tx) },
  { name: 'blogs', run: seedBlogs },
  { name: 'jobs', run: seedJobs },
  { name: 'courses', run: (tx) => seedCourses(tx) },
  // After the courses: the sample stories name seeded courses.
  { name: 'alumni', run: (tx) => seedAlumni(tx) },
  { name: 'site', run: seedSiteSettings },
];

/**
 * The privacy policy's effective date (a site setting an admin changes with the policy): the day the
 * policy's present text took effect. Kept when an admin set one before this seeder first ran.
 */
async function seedSiteSettings(tx: Tx): Promise<void> {
  await tx.insert(appSettings).values({ key: PRIVACY_EFFECTIVE_KEY, value: '2025-07-09' }).onConflictDoNothing();
}

export async function seedDatabase(db: Db): Promise<void> {
  for (const seeder of SEEDERS) {
    const key = `seed:${seeder.name}`;
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(appSettings)
        .values({ key, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appSettings.key });
      if (inserted.length === 1) await seeder.run(tx);
    });
  }
}

/**
 * The admin code: ADMIN_CODE when set; otherwise one generated on first start and stored, so every
 * instance and every restart agrees. `generated` is true only the first time, when it must be printed.
 */
export async function resolveAdminCode(db: Db, fromEnv: string | null): Promise<{ code: string; generated: boolean }> {
  if (fromEnv) return { code: fromEnv, generated: false };
  const candidate = randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(appSettings)
    .values({ key: 'admin_code', value: candidate })
    .onConflictDoNothing()
    .returning({ value: appSettings.value });
  if (inserted.length === 1) return { code: candidate, generated: true };
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'admin_code'));
  if (!row) throw new Error('admin code missing after insert');
  return { code: row.value, generated: false };
}

/** The stored admin code (the one `resolveAdminCode` generated, or the last rotation), null when none yet. */
export async function readStoredAdminCode(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'admin_code'));
  return row?.value ?? null;
}

/** Whether the stored admin code was replaced since it was generated (the go-live list asks for it once staff have signed up). */
export async function adminCodeRotated(db: Db): Promise<boolean> {
  const [row] = await db.select({ version: appSettings.version }).from(appSettings).where(eq(appSettings.key, 'admin_code'));
  return (row?.version ?? 1) > 1;
}

/**
 * Replaces the stored admin code with a new random one (`npm run admin-code -- --rotate`) and returns the
 * code now stored. `overlapping`: when a rotation stored a code after that moment (the request's arrival),
 * two rotations overlapped and both answer with that one code, so no admin is shown a code that never worked.
 * One conditional upsert: PostgreSQL re-checks the condition on the row a concurrent rotation just wrote.
 */
export async function rotateAdminCode(db: Db, overlapping?: Date): Promise<string> {
  const code = randomBytes(12).toString('base64url');
  const now = new Date();
  const [row] = await db
    .insert(appSettings)
    .values({ key: 'admin_code', value: code, updatedAt: now })
    .onConflictDoUpdate({
      target: appSettings.key,
      // The version counts rotations: above 1, the code first printed at start-up no longer works.
      set: { value: code, updatedAt: now, version: sql`${appSettings.version} + 1` },
      ...(overlapping ? { setWhere: lt(appSettings.updatedAt, overlapping) } : {}),
    })
    .returning({ value: appSettings.value });
  if (row) return row.value;
  const stored = await readStoredAdminCode(db);
  if (stored === null) throw new Error('admin code missing after a rotation');
  return stored;
}
