import { ROUTES } from '@contract';

/*
 * "Talk to someone now" (issue 21, docs/product.md §2: contact actions): the links the phone action bar and
 * the course page's side panel share, so both say the same thing and the WhatsApp text is written once.
 */

/** The pre-filled WhatsApp message to the institute (`name`): it names the course the visitor is reading about, else asks about the courses. */
export function whatsAppText(name: string, courseTitle: string | null): string {
  return courseTitle
    ? `Hello ${name}, I would like to know about the ${courseTitle} course.`
    : `Hello ${name}, I would like to know about your courses.`;
}

/** A wa.me link to the institute's WhatsApp number (Site settings), with the message of `whatsAppText`. */
export function whatsAppHref(site: { name: string; whatsapp: string }, courseTitle: string | null): string {
  return `https://wa.me/${site.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(whatsAppText(site.name, courseTitle))}`;
}

/** The "Book free demo" address: the enquiry form, with the course chosen when there is one. */
export function demoHref(courseSlug: string | null): string {
  return courseSlug ? `${ROUTES.enroll}?course=${encodeURIComponent(courseSlug)}` : ROUTES.enroll;
}
