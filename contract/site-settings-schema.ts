import * as yup from 'yup';
import { PRIVACY_EFFECTIVE_MAX_DAYS_AHEAD, PRIVACY_EFFECTIVE_MESSAGE, PRIVACY_EFFECTIVE_MIN } from './site-settings';
import { isCalendarDay, versionSchema } from './validation';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether `day` (YYYY-MM-DD) may be a privacy policy's effective date on `now`: a real day from 2000 to a year ahead. */
export function isPrivacyEffectiveDay(day: string, now = Date.now()): boolean {
  if (!DAY.test(day) || !isCalendarDay(day) || day < PRIVACY_EFFECTIVE_MIN) return false;
  return Date.parse(`${day}T00:00:00Z`) <= now + PRIVACY_EFFECTIVE_MAX_DAYS_AHEAD * DAY_MS;
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
