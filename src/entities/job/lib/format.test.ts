import type { JobDto } from '@contract';
import { salaryLabel } from './format';

const salary = (value: number, currency: string, unit: string): JobDto['salary'] => ({ value, currency, unit }) as JobDto['salary'];

describe('salaryLabel', () => {
  it('writes rupees as the en-IN currency formatter does, with the pay period', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    expect(salaryLabel(salary(25000, 'INR', 'MONTH'))).toBe('₹25,000 per month');
    for (const value of [800, 25000, 125000, 1200000, 3500000])
      expect(salaryLabel(salary(value, 'INR', 'YEAR'))).toBe(`${intl.format(value)} per year`);
  });

  it('writes another currency by its code, with Indian digit grouping', () => {
    expect(salaryLabel(salary(120000, 'USD', 'YEAR'))).toBe('USD 1,20,000 per year');
    expect(salaryLabel(salary(45.5, 'USD', 'HOUR'))).toBe('USD 45.5 per hour');
  });
});
