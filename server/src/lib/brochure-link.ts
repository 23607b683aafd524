import { createHmac, timingSafeEqual } from 'node:crypto';
import { API, BROCHURE_LINK_HOURS } from '@contract';

/*
 * The brochure's download link (issue 21, docs/product.md §2, course brochure): `?t=<expiry>.<signature>`, the
 * signature an HMAC-SHA256 over the course's address and the expiry (seconds since 1970) with the server's
 * brochure key. Only a visitor who left a phone number gets one; it works for BROCHURE_LINK_HOURS.
 */

export const BROCHURE_LINK_MS = BROCHURE_LINK_HOURS * 60 * 60 * 1000;

/** Longest token there is: an expiry of up to 12 digits, a dot and 43 base64url characters. */
const TOKEN_PATTERN = /^(\d{1,12})\.([\w-]{43})$/;

function signature(key: Buffer, slug: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`brochure\n${slug}\n${expires}`).digest();
}

/** A link to the brochure of the course at `slug`, working until `now` + BROCHURE_LINK_HOURS. */
export function brochureLink(key: Buffer, slug: string, now: Date = new Date()): { url: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + BROCHURE_LINK_MS) / 1000);
  const token = `${expires}.${signature(key, slug, expires).toString('base64url')}`;
  return { url: `${API.courses.brochurePdf(slug)}?t=${token}`, expiresAt: new Date(expires * 1000) };
}

export type BrochureTokenCheck = 'valid' | 'missing' | 'invalid' | 'expired';

/** Whether `token` is one this server signed for `slug` and it still works at `now`. */
export function checkBrochureToken(key: Buffer, slug: string, token: string | undefined, now: Date = new Date()): BrochureTokenCheck {
  if (token === undefined || token === '') return 'missing';
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return 'invalid';
  const expires = Number(match[1]);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = signature(key, slug, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > now.getTime() ? 'valid' : 'expired';
}
