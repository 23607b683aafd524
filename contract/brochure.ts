import * as yup from 'yup';
import { campaignFields, consentFields, countryCodeSchema, honeypotField, phoneSchema, requiredText } from './validation';

/*
 * The course brochure (issue 21, docs/product.md §2, course brochure): a PDF made from the course's data when it is
 * downloaded, offered once the visitor has left a name and phone number (a call-back lead). The link it gives
 * is signed and lasts BROCHURE_LINK_HOURS.
 */

/** How long a brochure download link works. */
export const BROCHURE_LINK_HOURS = 24;

/** The file name a brochure downloads as. */
export const brochureFileName = (slug: string): string => `itx-${slug}-brochure.pdf`;

/**
 * What a brochure request's lead carries in its message, so staff see in the lead's drawer why it came in.
 * Written by the server, never by the visitor.
 */
export const BROCHURE_LEAD_MESSAGE = 'Brochure request: asked for the course brochure (PDF) on the course page.';

/** What a brochure request answers once its lead is stored. */
export const BROCHURE_READY_MESSAGE = 'Your brochure is ready to download. Our team will call you shortly.';

/** The answers of a brochure download without a working link. */
export const BROCHURE_LINK_MISSING_MESSAGE =
  'This brochure link is not complete: ask for the brochure on the course page to get a download link.';
export const BROCHURE_LINK_INVALID_MESSAGE =
  'This brochure link is not valid: ask for the brochure on the course page to get a new download link.';
export const BROCHURE_LINK_EXPIRED_MESSAGE = `This brochure link has expired (links work for ${BROCHURE_LINK_HOURS} hours): ask for the brochure on the course page again.`;

/** POST API.courses.brochure(slug): who asks for the brochure (a call-back lead about that course). */
export const brochureRequestSchema = yup.object({
  name: requiredText('Name', 100),
  countryCode: countryCodeSchema,
  phone: phoneSchema,
  ...honeypotField,
  ...campaignFields,
  ...consentFields,
});
export type BrochureRequestInput = yup.InferType<typeof brochureRequestSchema>;

/** GET API.courses.brochurePdf(slug): the signed link's token, checked by the handler (a missing or bad one is a 403). */
export const brochureDownloadQuerySchema = yup.object({
  t: yup.string().optional(),
});

/** What a brochure request answers: the download link (relative to the site) and when it stops working. */
export interface BrochureLinkDto {
  message: string;
  url: string;
  /** ISO time the link expires. */
  expiresAt: string;
}
