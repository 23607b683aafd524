import { LEAD_FORM_LABELS, ROUTES, type LeadDto, ADMIN_ROUTES } from '@contract';
import type { QueuedMail } from '../plugins/app/mail-outbox-repository';
import type { Config } from '../plugins/external/config';

const UTM_FIELDS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

/** The UTM parameters a form sent, keyed by their query-string names (utm_source …); empty ones left out. */
export function utmOf(body: Partial<Record<keyof typeof UTM_FIELDS, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, name] of Object.entries(UTM_FIELDS) as [keyof typeof UTM_FIELDS, string][]) {
    const value = body[field]?.trim();
    if (value) out[name] = value;
  }
  return out;
}

/** The e-mail sent to LEADS_NOTIFY_EMAIL for a new lead: it links straight to the lead's drawer in the admin. */
export function leadNotification(lead: LeadDto, publicUrl: string): { subject: string; text: string } {
  const label = LEAD_FORM_LABELS[lead.form] ?? lead.form;
  const lines = [
    `New lead: ${label}`,
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email || 'not given'}`,
    `Phone: ${lead.countryCode} ${lead.phone}`,
    `Interest: ${lead.interest}`,
    ...(lead.session ? [`Session: ${lead.session}`] : []),
    ...(lead.sourcePage ? [`Page: ${lead.sourcePage}`] : []),
    ...Object.entries(lead.utm).map(([k, v]) => `${k}: ${v}`),
    `Received: ${lead.createdAt}`,
    '',
    `Open this lead: ${publicUrl}${ADMIN_ROUTES.adminLead(lead.id)}`,
    `All leads: ${publicUrl}${ROUTES.adminLeads}`,
  ];
  return { subject: `New lead (${label}): ${lead.name}, ${lead.interest}`, text: lines.join('\n') };
}

/** The admissions notice of a new lead, for the mail outbox (none when LEADS_NOTIFY_EMAIL is not set). */
export function admissionsMail(config: Pick<Config, 'leadsNotifyEmail' | 'publicUrl'>, lead: LeadDto): QueuedMail[] {
  const to = config.leadsNotifyEmail;
  return to ? [{ kind: 'admissions', leadId: lead.id, to, ...leadNotification(lead, config.publicUrl) }] : [];
}
/** The consent record a form sent (issue 42); without it (the spec's calls) the lead is kept for its stated purpose only. */
export function consentOf(input: { noticeVersion?: number; marketingConsent?: boolean }): {
  noticeVersion: number | null;
  marketingConsent: boolean;
} {
  return { noticeVersion: input.noticeVersion ?? null, marketingConsent: input.marketingConsent === true };
}
