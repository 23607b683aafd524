import { formatIndianNumber, formatRupees } from './indian-number';

describe('formatIndianNumber', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatIndianNumber(0)).toBe('0');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
    expect(formatIndianNumber(45000)).toBe('45,000');
    expect(formatIndianNumber(123456)).toBe('1,23,456');
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(formatIndianNumber(123456789)).toBe('12,34,56,789');
  });

  it('writes the same text as the en-IN Intl formatter, whole amounts and decimals', () => {
    const values = [1, 9, 10, 99, 100, 101, 999, 1000, 1001, 9999, 10000, 99999, 100000, 250000, 999999, 1000000, 12345678, 2 ** 31];
    // A spread of amounts with decimals, both signs, from a fixed seed (the same cases on every run).
    let seed = 7;
    for (let i = 0; i < 300; i += 1) {
      seed = (seed * 48271) % 2147483647;
      values.push(((seed % 2 === 0 ? 1 : -1) * (seed % 100000000)) / 10 ** (i % 4));
    }
    for (const digits of [0, 2, 3]) {
      const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits });
      for (const value of values) expect(`${value}: ${formatIndianNumber(value, digits)}`).toBe(`${value}: ${intl.format(value)}`);
    }
  });

  it('leaves what is not a finite number as it is', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('NaN');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('formatRupees', () => {
  it('writes whole rupees with the rupee sign, as the INR currency formatter does', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const amount of [0, 500, 45000, 125000, 1200000, 45000.4, 45000.6]) expect(formatRupees(amount)).toBe(intl.format(amount));
  });
});
