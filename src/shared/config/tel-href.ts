/** A `tel:` link for a phone number as the site prints it ("+91 90000 12345" -> "tel:+919000012345"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
