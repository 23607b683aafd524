import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost (TOOLCHAIN.md: ~48 ms here); stored with each hash so it can be raised later. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const DUMMY_SALT = randomBytes(SALT_BYTES);

function derive(password: string, salt: Buffer, params: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes; the default (32 MB) is just enough for N=16384, r=8.
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of `password` against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Still spend the time of a real check, so a malformed row is not distinguishable by timing.
    await derive(password, DUMMY_SALT, PARAMS, KEY_LENGTH);
    return false;
  }
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (expected.length === 0 || !Number.isInteger(params.N) || params.N > 1 << 20 || params.r > 32 || params.p > 16) return false;
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), params, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * Work of one verification against no account: an unknown e-mail costs as much time as a wrong
 * password, so the answer time does not tell whether an address has an account.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, DUMMY_SALT, PARAMS, KEY_LENGTH);
}

/** Constant-time equality of two secrets of any length (both are hashed to a fixed size first). */
export function secretsEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}
