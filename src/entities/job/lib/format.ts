import { formatIndianNumber, formatRupees, type JobDto } from '@contract';
import { formatIstDate } from '@/shared/lib/date';

const UNIT_LABELS: Record<string, string> = { HOUR: 'per hour', DAY: 'per day', WEEK: 'per week', MONTH: 'per month', YEAR: 'per year' };

/** A job's date as shown in Hyderabad, e.g. "1 Nov 2026". */
export function formatJobDate(iso: string): string {
  return formatIstDate(iso, 'short');
}

/** "Fresher" when no experience is needed (docs/product.md §2), otherwise the years. */
export function experienceLabel(job: Pick<JobDto, 'experienceRequired' | 'isFresher'>): string {
  if (job.isFresher || job.experienceRequired === 0) return 'Fresher';
  return job.experienceRequired === 1 ? '1 year' : `${job.experienceRequired} years`;
}

/** e.g. "₹25,000 per month". */
export function salaryLabel(salary: JobDto['salary']): string {
  const amount = salary.currency === 'INR' ? formatRupees(salary.value) : `${salary.currency} ${formatIndianNumber(salary.value, 3)}`;
  const unit = UNIT_LABELS[salary.unit];
  return unit ? `${amount} ${unit}` : amount;
}
