import { API, type SiteSettingsDto } from '@contract';
import { baseApi } from '@/shared/api';

/** Absolute same-origin URL in the browser (undici's Request under Jest refuses relative ones); the path on the server. */
const url = (path: string) => (typeof window === 'undefined' ? path : `${window.location.origin}${path}`);

const SETTINGS_TAGS = ['SiteSettings' as const];

/**
 * The site's settings that staff edit (docs/product.md §3, Site settings): the public read that every page
 * makes. The admin's read and saves are the settings page's own (pages/admin-settings/api), out of every page's code.
 */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettingsDto, undefined>({
      query: () => ({ url: url(API.site.settings) }),
      providesTags: SETTINGS_TAGS,
    }),
  }),
});

export const { useGetSiteSettingsQuery } = siteApi;
