/**
 * The whole and decimal digits of `abs` (≥ 0) rounded to at most `maxFractionDigits` decimals, half away
 * from zero on the number's shortest decimal spelling ("78536.965" → "78536.97"), as Intl rounds;
 * `toFixed` rounds the binary value instead ("78536.96").
 */
function roundedDigits(abs: number, maxFractionDigits: number): [string, string] {
  const text = String(abs);
  if (text.includes('e')) {
    const [whole = '0', fraction = ''] = abs.toFixed(maxFractionDigits).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= maxFractionDigits) return [whole, fraction];
  const kept = fraction.slice(0, maxFractionDigits);
  if ((fraction[maxFractionDigits] ?? '0') < '5') return [whole, kept];
  const digits = `${whole}${kept}`;
  const up = (BigInt(digits) + BigInt(1)).toString().padStart(digits.length, '0');
  return [up.slice(0, up.length - maxFractionDigits) || '0', up.slice(up.length - maxFractionDigits)];
}

/**
 * A number as written in India ("12,34,567": the last three digits, then pairs), with at most
 * `maxFractionDigits` decimals and no trailing zeros: the same text as
 * `new Intl.NumberFormat('en-IN', { maximumFractionDigits })` (but for a negative amount that rounds to
 * zero, written 0). Written without Intl because a browser's
 * first Intl number formatter loads its locale data: 60–90 ms on a phone-speed CPU (4× slowdown), in the
 * task that starts a course or job page.
 */
export function formatIndianNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = roundedDigits(Math.abs(value), maxFractionDigits);
  // The last three digits, then pairs leftwards.
  const groups = [whole.slice(-3)];
  for (let end = whole.length - 3; end > 0; end -= 2) groups.unshift(whole.slice(Math.max(0, end - 2), end));
  const grouped = groups.join(',');
  let decimals = fraction;
  while (decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const digits = decimals === '' ? grouped : `${grouped}.${decimals}`;
  return value < 0 && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** "₹45,000": an amount in whole rupees (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹${formatIndianNumber(amount)}`;
}
