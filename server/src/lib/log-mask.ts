/*
 * Masking of visitors' e-mail addresses in text bound for a log line (messages, URLs, error texts).
 * Written as one left-to-right scan rather than a pattern: a pattern that looks for "word@domain"
 * anywhere in a string retries its word from every position, which is quadratic on a long URL without
 * an '@' (issue 15). The scan reads each character once, whatever the input.
 *
 * Addresses are found raw and percent-encoded, once or several times over: in a query string the
 * admin's lead search arrives as `priya%40gmail.com`, or `priya%2540gmail.com` when encoded twice.
 */

/** Characters that end the local part or domain of an address, besides white space. */
const BOUNDARY = new Set([...'@<>"\',;:/?&=#()[]\\|'].map((c) => c.charCodeAt(0)));
const AT = 0x40;
const PERCENT = 0x25;

const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const isHexPair = (text: string, at: number) => isHex(text.charCodeAt(at)) && isHex(text.charCodeAt(at + 1));
const hexValue = (c: number) => (c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57);

function isSpace(c: number): boolean {
  if (c <= 0x20) return true;
  if (c < 0xa0) return false;
  return String.fromCharCode(c).trim() === '';
}

const isBoundary = (c: number) => BOUNDARY.has(c) || isSpace(c);

/** How many characters the character decoded by the last `decodeAt` took (set there: no allocation per character). */
let decodedLength = 1;

/**
 * The character code at `at`: a plain character, or a percent-encoded one (`%40`), also when its '%' is
 * itself encoded (`%2540`, `%252540`); `decodedLength` tells how many characters it took.
 */
function decodeAt(text: string, at: number): number {
  const c = text.charCodeAt(at);
  decodedLength = 1;
  if (c !== PERCENT) return c;
  let hex = at + 1;
  while (text.charCodeAt(hex) === 0x32 && text.charCodeAt(hex + 1) === 0x35 && isHexPair(text, hex + 2)) hex += 2;
  if (!isHexPair(text, hex)) return c;
  decodedLength = hex + 2 - at;
  return hexValue(text.charCodeAt(hex)) * 16 + hexValue(text.charCodeAt(hex + 1));
}

/** "priya.sharma@gmail.com" -> "p***@gmail.com": enough to tell visitors apart in a log, not to reach them. */
export function maskEmail(value: string): string {
  if (!value.includes('@') && !value.includes('%')) return value;
  let out = '';
  let copied = 0; // value[0, copied) is in `out` already
  let wordStart = 0; // where the run of non-boundary characters before `at` began
  let at = 0;
  while (at < value.length) {
    const c = decodeAt(value, at);
    at += decodedLength;
    if (c !== AT) {
      if (isBoundary(c)) wordStart = at;
      continue;
    }
    const sign = at - decodedLength;
    let end = at;
    while (end < value.length && !isBoundary(decodeAt(value, end))) end += decodedLength;
    if (wordStart < sign && end > at) {
      decodeAt(value, wordStart);
      out += `${value.slice(copied, wordStart + decodedLength)}***${value.slice(sign, end)}`;
      copied = end;
    }
    at = end;
    wordStart = end;
  }
  return out + value.slice(copied);
}

/** Removes tokens from reset links, "Your data" links, workshop registration links, brochure links (`?t=`) and the like, wherever they appear in a string. */
export function redactSecretsInText(value: string): string {
  return maskEmail(value)
    .replace(
      /(\/(?:apiauth\/resetpassword|reset-password|api\/your-data\/open|your-data|api\/workshop-registrations|workshop-registration)\/[^/\s"']+\/)[^/?#\s"']+/gi,
      '$1[redacted]',
    )
    .replace(/([?&](?:token|code|session|password|t)=)[^&#\s"']+/gi, '$1[redacted]');
}
