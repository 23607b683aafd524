import * as yup from 'yup';
import { contactFields, type LeadDto } from './lead';
import { EMAIL_MAX_LENGTH, hasForbiddenCharacter, isEmailAddress, phoneDigits, requiredText } from './validation';

/*
 * "Your data" (issue 42): a person asks for a link by e-mail, opens it once within 30 minutes, and then, for
 * 30 minutes on that browser, sees what the institute holds about them, downloads it, corrects it, withdraws
 * their marketing consent, asks for erasure or names a nominee. Staff see every request in Privacy requests.
 */

/** How long a "Your data" link may wait to be opened, and how long the view it opens lasts. */
export const PRIVACY_LINK_TTL_MS = 30 * 60 * 1000;
/** Days staff have to answer a request, unless PRIVACY_REQUEST_DAYS says otherwise. */
export const PRIVACY_REQUEST_DAYS_DEFAULT = 30;

export const PRIVACY_MESSAGES = {
  linkSent:
    'If we hold data for these details, we have sent a link to the e-mail address we have for them. The link works once, within 30 minutes.',
  contactInvalid: 'Enter your e-mail address or your phone number (10 digits, with the country code if it is not +91).',
  invalidLink: 'This link is not valid. Please ask for a new one.',
  usedLink: 'This link has already been used. Please ask for a new one.',
  expiredLink: 'This link has expired. Please ask for a new one.',
  notOpen: 'Open the link from your e-mail again: this view lasts 30 minutes.',
  corrected: 'Your details are corrected.',
  withdrawn: 'You will get no more news or offers from us. We still answer what you asked us for.',
  erasureRequested: 'We have your erasure request. We will complete it by the date shown and tell you by e-mail.',
  erasurePending: 'Your erasure request is already with us.',
  nomineeSaved: 'Your nominee is recorded.',
  closed: 'Signed out of your data.',
  requestNotFound: 'Privacy request not found.',
  requestNotOpen: 'This request is already completed.',
  erasureDone: 'The data is erased.',
} as const;

/** What a person typed to be found: an e-mail address (lower-cased) or a phone's digits with the calling code. */
export type PrivacySubject = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** "ravi@x.in" or "+91 98765 43210" / "9876543210" (India assumed for 10 digits). Null when it is neither. */
export function privacySubjectOf(contact: string): PrivacySubject | null {
  const text = contact.trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return isEmailAddress(email) ? { kind: 'email', value: email } : null;
  }
  const digits = phoneDigits(text).replace(/^\+/, '').replace(/[()]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 10) return { kind: 'phone', value: `91${digits}` };
  return digits.length >= 11 && digits.length <= 15 ? { kind: 'phone', value: digits } : null;
}

export const privacyLinkSchema = yup.object({
  contact: yup
    .string()
    .trim()
    .required(PRIVACY_MESSAGES.contactInvalid)
    .max(EMAIL_MAX_LENGTH, PRIVACY_MESSAGES.contactInvalid)
    .test(
      'contact',
      PRIVACY_MESSAGES.contactInvalid,
      (v) => v === undefined || v.length > EMAIL_MAX_LENGTH || privacySubjectOf(v) !== null,
    ),
});
export type PrivacyLinkInput = yup.InferType<typeof privacyLinkSchema>;

/** Correction: the name, e-mail and phone on every enquiry, registration and application of the person. */
export const privacyCorrectionSchema = yup.object(contactFields);
export type PrivacyCorrectionInput = yup.InferType<typeof privacyCorrectionSchema>;

const NOMINEE_CONTACT_MESSAGE = 'Enter the nominee’s e-mail address or phone number.';
/** A nominee (DPDP Act 2023, s. 14): who may exercise the person's rights on their death or incapacity. */
export const privacyNomineeSchema = yup.object({
  name: requiredText('Nominee’s name', 100),
  contact: yup
    .string()
    .trim()
    .required(NOMINEE_CONTACT_MESSAGE)
    .max(EMAIL_MAX_LENGTH, NOMINEE_CONTACT_MESSAGE)
    .test('contact', NOMINEE_CONTACT_MESSAGE, (v) => v === undefined || (!hasForbiddenCharacter(v) && privacySubjectOf(v) !== null)),
});
export type PrivacyNomineeInput = yup.InferType<typeof privacyNomineeSchema>;

export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'withdrawal', 'erasure', 'nominee'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'Access (downloaded their data)',
  correction: 'Correction',
  withdrawal: 'Consent withdrawn',
  erasure: 'Erasure',
  nominee: 'Nominee named',
};
export const PRIVACY_REQUEST_STATUSES = ['open', 'done'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** One request of a data principal, as staff see it (and, without the staff fields' names, as the person sees it). */
export interface PrivacyRequestDto {
  id: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  /** Who asked, as they typed it ("email ravi@x.in", "phone 919876543210"); null once their data is erased. */
  subject: string | null;
  /** What was asked or done, in words (no personal data once erased). */
  detail: string;
  createdAt: string;
  /** When staff must have answered it by (PRIVACY_REQUEST_DAYS after it was made). */
  dueAt: string;
  /** The admin who completed it; null when the person's own action completed it, or while it is open. */
  handledBy: string | null;
  handledAt: string | null;
}

export interface PrivacyRequestListResponse {
  items: PrivacyRequestDto[];
}

/**
 * One enquiry, registration or application a person made, as "Your data" shows it: the lead's own fields (no
 * staff-only ones: owner, follow-up, flag, campaign), its CV's file name (not the file) and staff's notes (the law
 * gives a summary of the processing: these are part of it).
 */
export type YourRecordDto = Pick<
  LeadDto,
  'id' | 'form' | 'name' | 'email' | 'countryCode' | 'phone' | 'interest' | 'session' | 'message' | 'consent' | 'createdAt'
> & {
  status: string;
  cvFileName: string | null;
  notes: { body: string; at: string }[];
};

export interface YourDataDto {
  /** The e-mail or phone the link was asked for. */
  subject: string;
  records: YourRecordDto[];
  requests: PrivacyRequestDto[];
  /** The nominee last named, if any. */
  nominee: { name: string; contact: string } | null;
  /** When this view ends (the link's 30 minutes). */
  expiresAt: string;
}
