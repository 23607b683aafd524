import { LEAD_FORM_LABELS, leadListQuerySchema, toFieldErrors, type LeadDto, type LeadForm } from '@contract';
import * as yup from 'yup';
import type { Db } from '../db/client';
import { createLeadQueries, type LeadFilters } from '../plugins/app/lead-inbox-repository';

/*
 * The incident runbook's question (issue 42, docs/security.md#incident-runbook): whose data did an export
 * hold? `npm run privacy:exposed -- --from DAY --to DAY [--search TEXT] [--form FORM] [--status S]` lists the
 * people the same filters give in the CSV export, one line each, and how many.
 */

export class ExposedUsageError extends Error {}

const OPTIONS = ['from', 'to', 'search', 'form', 'status', 'interest'] as const;

/** The export filters from `--name value` arguments, checked as the CSV export checks its query. */
export function exposedFilters(args: readonly string[]): LeadFilters {
  const given: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '') ?? '';
    const value = args[i + 1];
    if (!(OPTIONS as readonly string[]).includes(name) || value === undefined) {
      throw new ExposedUsageError(
        `Usage: npm run privacy:exposed -- --from YYYY-MM-DD --to YYYY-MM-DD [${OPTIONS.slice(2)
          .map((o) => `--${o} …`)
          .join('] [')}]`,
      );
    }
    given[name] = value;
  }
  if (!given.from || !given.to)
    throw new ExposedUsageError("Give the export's time range: --from YYYY-MM-DD --to YYYY-MM-DD (Hyderabad days, both inclusive).");
  try {
    const {
      page: _page,
      pageSize: _pageSize,
      ...filters
    } = leadListQuerySchema.validateSync(given, { abortEarly: false, stripUnknown: true });
    return filters;
  } catch (err) {
    if (err instanceof yup.ValidationError) throw new ExposedUsageError(Object.values(toFieldErrors(err)).join(' '));
    throw err;
  }
}

/** One person of an export, as a line: name, e-mail, phone, what they asked about, when. */
export function exposedLine(lead: LeadDto): string {
  return [
    lead.name,
    lead.email,
    `${lead.countryCode} ${lead.phone}`,
    `${LEAD_FORM_LABELS[lead.form as LeadForm] ?? lead.form}: ${lead.interest}`,
    lead.createdAt,
  ].join('\t');
}

/** Every lead the filters give (as the CSV export streams them), a line each; returns how many. */
export async function listExposed(db: Db, filters: LeadFilters, write: (line: string) => void): Promise<number> {
  let n = 0;
  for await (const batch of createLeadQueries(db).exportBatches(filters, 500)) {
    for (const lead of batch) {
      write(exposedLine(lead));
      n += 1;
    }
  }
  return n;
}
