/**
 * The site's settings that the institute's staff change from the admin area (docs/product.md §3, Site
 * settings): today the privacy policy's effective date, shown on /privacy-policy and in its description.
 * Kept apart from site-settings-schema.ts so the privacy page loads no yup.
 */
export interface SiteSettingsDto {
  /** The day the current privacy policy took effect (YYYY-MM-DD); null until an admin sets one. */
  privacyPolicyEffective: string | null;
  /** The settings' version: an edit sends it back, so a stale save is refused (0: never saved). */
  version: number;
  /** When an admin last saved them (ISO 8601); null when never. */
  updatedAt: string | null;
}

/** How far ahead an effective date may be set: a policy change announced in advance. */
export const PRIVACY_EFFECTIVE_MAX_DAYS_AHEAD = 366;
export const PRIVACY_EFFECTIVE_MESSAGE = 'Enter the effective date as a day of the calendar (YYYY-MM-DD), at most a year from today.';
