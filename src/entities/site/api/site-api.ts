import { API, type SiteSettingsDto } from '@contract';
import { apiUrl, baseApi } from '@/shared/api';

const SETTINGS_TAGS = ['SiteSettings' as const];

/**
 * The site's settings that staff edit (docs/product.md §3, Site settings): the public read that every page
 * makes. The admin's read and saves are the settings page's own (pages/admin-settings/api), out of every page's code.
 */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettingsDto, undefined>({
      query: () => ({ url: apiUrl(API.site.settings) }),
      providesTags: SETTINGS_TAGS,
    }),
  }),
});

export const { useGetSiteSettingsQuery } = siteApi;
