import { ROUTES, SITE } from '@contract';

/*
 * "Talk to someone now" (issue 21, docs/product.md §2: contact actions): the links the phone action bar and
 * the course page's side panel share, so both say the same thing and the WhatsApp text is written once.
 */

/** The number the Call and WhatsApp actions use: the institute's first. */
export const CONTACT_PHONE: string = SITE.phones[0] ?? '';

/** The pre-filled WhatsApp message: it names the course the visitor is reading about, else asks about the courses. */
export function whatsAppText(courseTitle: string | null): string {
  return courseTitle
    ? `Hello ITX, I would like to know about the ${courseTitle} course.`
    : 'Hello ITX, I would like to know about your courses.';
}

/** A wa.me link to the institute's first number, with the message of `whatsAppText`. */
export function whatsAppHref(courseTitle: string | null): string {
  return `https://wa.me/${CONTACT_PHONE.replace(/\D/g, '')}?text=${encodeURIComponent(whatsAppText(courseTitle))}`;
}

/** The "Book free demo" address: the enquiry form, with the course chosen when there is one. */
export function demoHref(courseSlug: string | null): string {
  return courseSlug ? `${ROUTES.enroll}?course=${encodeURIComponent(courseSlug)}` : ROUTES.enroll;
}
