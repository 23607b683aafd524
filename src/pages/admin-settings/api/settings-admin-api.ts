import {
  API,
  LEAD_TASK_API,
  PRIVACY_ADMIN_API,
  type LeadPipelineSettingsDto,
  type LeadPipelineSettingsInput,
  type LeadCourseExtrasInput,
  type PageCopyInput,
  type PageCopyRevisionDto,
  type RetentionInput,
  type SiteContactInput,
  type SiteFiguresInput,
  type SiteSettingsDto,
  type SiteSettingsInput,
} from '@contract';
import { apiUrl, baseApi } from '@/shared/api';

/** A save refreshes the admin's read and the public one (every page's contact facts and figures). */
const SETTINGS_TAGS = ['SiteSettings' as const];

/**
 * A save's answer is the settings as saved: it replaces the admin's read at once, so the saved form is
 * remounted with its new version now, not when the refetch comes back (what was typed meanwhile would be lost).
 */
async function keepSaved(
  _body: unknown,
  api: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: SiteSettingsDto }> },
) {
  const { data } = await api.queryFulfilled.catch(() => ({ data: null }));
  if (data) api.dispatch(settingsAdminApi.util.upsertQueryData('getAdminSiteSettings', undefined, data));
}

/** A save of one part of the settings: a PUT with the version the admin saw, then the saved settings kept. */
function saveTo<Input>(url: string) {
  return {
    query: (body: Input) => ({ url: apiUrl(url), method: 'PUT', body }),
    // Refreshes after a refused stale save too: the form then shows the other admin's version.
    invalidatesTags: SETTINGS_TAGS,
    onQueryStarted: keepSaved,
  };
}

/** The admin's read of the site settings and its saves (docs/product.md §3, Site settings). */
export const settingsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The settings with their version, never from a cache (admin session). */
    getAdminSiteSettings: build.query<SiteSettingsDto, undefined>({
      query: () => ({ url: apiUrl(API.site.adminSettings) }),
      providesTags: SETTINGS_TAGS,
    }),
    /** Saves with the version the admin saw; the form shows the server's reason when it is refused. */
    updateSiteSettings: build.mutation<SiteSettingsDto, SiteSettingsInput>(saveTo<SiteSettingsInput>(API.site.adminSettings)),
    /** Saves the enquiry forms' extra course names with the version the admin saw. */
    updateLeadCourseExtras: build.mutation<SiteSettingsDto, LeadCourseExtrasInput>(
      saveTo<LeadCourseExtrasInput>(API.site.adminLeadCourses),
    ),
    /** Saves the institute's contact facts with the version the admin saw. */
    updateSiteContact: build.mutation<SiteSettingsDto, SiteContactInput>(saveTo<SiteContactInput>(API.site.adminContact)),
    /** Saves the headline figures with their bases and the version the admin saw. */
    updateSiteFigures: build.mutation<SiteSettingsDto, SiteFiguresInput>(saveTo<SiteFiguresInput>(API.site.adminFigures)),
    /** Saves how long personal data is kept with the version the admin saw. */
    updateRetention: build.mutation<SiteSettingsDto, RetentionInput>(saveTo<RetentionInput>(PRIVACY_ADMIN_API.retention)),
    /** Saves the home and about pages' texts with the version the admin saw; the saved version joins the earlier ones. */
    updatePageCopy: build.mutation<SiteSettingsDto, PageCopyInput>(saveTo<PageCopyInput>(API.site.adminCopy)),
    updateLeadPipelineSettings: build.mutation<LeadPipelineSettingsDto, LeadPipelineSettingsInput>({
      query: (body) => ({ url: apiUrl(LEAD_TASK_API.settings), method: 'PUT', body }),
      // Refetched after a refused stale save too: the form then shows the other Owner's values.
      invalidatesTags: [{ type: 'SiteSettings', id: 'lead-pipeline' }],
    }),
    /** The saved versions of the page texts, newest first. */
    getPageCopyRevisions: build.query<PageCopyRevisionDto[], undefined>({
      query: () => ({ url: apiUrl(`${API.site.adminCopy}/revisions`) }),
      // Any settings save (this one among them) refreshes the list.
      providesTags: [{ type: 'SiteSettings', id: 'page-copy-revisions' }],
    }),
  }),
});

export const {
  useUpdatePageCopyMutation,
  useGetPageCopyRevisionsQuery,
  useGetAdminSiteSettingsQuery,
  useUpdateSiteSettingsMutation,
  useUpdateLeadCourseExtrasMutation,
  useUpdateSiteContactMutation,
  useUpdateSiteFiguresMutation,
  useUpdateRetentionMutation,
  useUpdateLeadPipelineSettingsMutation,
} = settingsAdminApi;
