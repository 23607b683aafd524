import {
  DEFAULT_PAGE_COPY,
  DEFAULT_RETENTION,
  DEFAULT_SITE_CONTACT,
  SAMPLE_FIGURES,
  SPEC_LEAD_COURSES,
  type SiteSettingsDto,
} from '@contract';

/** The site settings as the API answers them before any admin saved: no privacy date, the spec's extra courses. */
export function siteSettingsDto(overrides: Partial<SiteSettingsDto> = {}): SiteSettingsDto {
  return {
    privacyPolicyEffective: null,
    version: 0,
    updatedAt: null,
    leadCourseExtras: { names: [...SPEC_LEAD_COURSES], custom: false, version: 0, updatedAt: null },
    contact: { ...DEFAULT_SITE_CONTACT, custom: false, version: 0, updatedAt: null },
    figures: { figures: SAMPLE_FIGURES, custom: false, version: 0, updatedAt: null },
    copy: { copy: DEFAULT_PAGE_COPY, custom: false, version: 0, updatedAt: null },
    retention: { ...DEFAULT_RETENTION, version: 0 },
    ...overrides,
  };
}
