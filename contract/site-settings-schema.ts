import * as yup from 'yup';
import { LEAD_COURSE_EXTRAS_MAX, PRIVACY_EFFECTIVE_MAX_DAYS_AHEAD, PRIVACY_EFFECTIVE_MESSAGE } from './site-settings';
import { COURSE_INTEREST_MAX } from './lead';
import { isStorableDay, requiredText, versionSchema } from './validation';

const DAY_MS = 86_400_000;

/** Whether `day` may be a privacy policy's effective date on `now`: a day the site may store, at most a year ahead. */
export function isPrivacyEffectiveDay(day: string, now = Date.now()): boolean {
  return isStorableDay(day) && Date.parse(`${day}T00:00:00Z`) <= now + PRIVACY_EFFECTIVE_MAX_DAYS_AHEAD * DAY_MS;
}

/** The body of saving the site settings, as the server validates it and the admin form checks it. */
export const siteSettingsSchema = yup.object({
  privacyPolicyEffective: yup
    .string()
    .strict()
    .typeError(PRIVACY_EFFECTIVE_MESSAGE)
    .required(PRIVACY_EFFECTIVE_MESSAGE)
    .test('calendar-day', PRIVACY_EFFECTIVE_MESSAGE, (v) => v === undefined || isPrivacyEffectiveDay(v)),
  version: versionSchema,
});
export type SiteSettingsInput = yup.InferType<typeof siteSettingsSchema>;

/** The body of saving the enquiry forms' extra course names: an empty list shows the catalogue's courses only. */
export const leadCourseExtrasSchema = yup.object({
  names: yup
    .array()
    .typeError('Names must be a list of course names.')
    .of(requiredText('Course name', COURSE_INTEREST_MAX))
    .max(LEAD_COURSE_EXTRAS_MAX, `At most ${LEAD_COURSE_EXTRAS_MAX} course names.`)
    .required('Names must be a list of course names.')
    .test('unique', 'Each course name may appear once.', (names) => {
      if (!names) return true;
      const keys = names.map((n) => (typeof n === 'string' ? n.trim().toLowerCase() : n));
      return new Set(keys).size === keys.length;
    }),
  version: versionSchema,
});
export type LeadCourseExtrasInput = yup.InferType<typeof leadCourseExtrasSchema>;
