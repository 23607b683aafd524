import type { LeadDto } from '@contract';

/** The international number of a lead, digits only ("+91", "9876543210" -> "919876543210"). */
function internationalDigits(lead: Pick<LeadDto, 'countryCode' | 'phone'>): string {
  return `${lead.countryCode}${lead.phone}`.replace(/\D/g, '');
}

/** A `tel:` link with the country code, so a counsellor's phone dials it from anywhere: tel:+919876543210. */
export function leadTelHref(lead: Pick<LeadDto, 'countryCode' | 'phone'>): string {
  return `tel:+${internationalDigits(lead)}`;
}

/** A WhatsApp chat with the lead (wa.me takes the international number without '+'). */
export function leadWhatsAppHref(lead: Pick<LeadDto, 'countryCode' | 'phone'>): string {
  return `https://wa.me/${internationalDigits(lead)}`;
}

export function leadMailHref(lead: Pick<LeadDto, 'email'>): string {
  return `mailto:${lead.email}`;
}
