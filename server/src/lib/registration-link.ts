import { createHmac, timingSafeEqual } from 'node:crypto';
import { absoluteUrl, registrationPage } from '@contract';

/*
 * A workshop registration's own link (issue 43), in each e-mail about it: `/workshop-registration/<lead id>/<token>`,
 * the token an HMAC-SHA256 of the registration's id with the server's link key (the one that signs brochure
 * links, kept in app_settings; each link's text starts with its own purpose, so one never passes for the other).
 * It does not expire: a registrant may cancel until the workshop starts.
 */

const TOKEN_PATTERN = /^[\w-]{43}$/;

const tokenOf = (key: Buffer, leadId: string) => createHmac('sha256', key).update(`registration\n${leadId}`).digest();

/** The registration's page, where the registrant sees it and can cancel it. */
export function registrationUrl(publicUrl: string, key: Buffer, leadId: string): string {
  return absoluteUrl(publicUrl, registrationPage(leadId, tokenOf(key, leadId).toString('base64url')));
}

/** Whether `token` is the one this server gave the registration `leadId`. */
export function isRegistrationToken(key: Buffer, leadId: string, token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  // Compared as written: base64url's last letter carries spare bits, so decoding would accept several spellings.
  const given = Buffer.from(token);
  const expected = Buffer.from(tokenOf(key, leadId).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
