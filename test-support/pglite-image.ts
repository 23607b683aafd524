import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyPgliteImage, openDatabase } from '../server/src/db/client';
import { PROCESS_FILES } from '../server/src/lib/backup';

/*
 * A PGlite database that starts from nothing runs initdb and every migration: about 5 s of CPU, which was
 * most of the server suite's time when each test app had one. The server project's global setup makes one
 * migrated folder per run; each test app on PGlite starts from a copy of it in a folder of its own (as
 * `npm start` starts from the build's pre-initialised folder), then runs the migrations, finding none left.
 */
const IMAGE_ENV = 'ITX_TEST_PGLITE_IMAGE';

/** Where test databases live: memory-backed when the machine has /dev/shm, so a folder costs no disk writes. */
export function testTmpRoot(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

/** Fills `dir` with the run's migrated database; false when there is none (the PostgreSQL pass, or no global setup). */
export function copyTestImage(dir: string): boolean {
  const image = process.env[IMAGE_ENV];
  if (!image) return false;
  fs.mkdirSync(dir, { recursive: true });
  return copyPgliteImage(dir, image);
}

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const image = fs.mkdtempSync(path.join(testTmpRoot(), 'itx-pglite-image-'));
  const database = await openDatabase({ databaseUrl: null, pgliteDir: image });
  await database.close();
  for (const name of PROCESS_FILES) fs.rmSync(path.join(image, name), { force: true });
  process.env[IMAGE_ENV] = image;
}

export function globalTeardown(): void {
  const image = process.env[IMAGE_ENV];
  if (image) fs.rmSync(image, { recursive: true, force: true });
}
