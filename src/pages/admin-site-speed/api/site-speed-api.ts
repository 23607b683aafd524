import { WEB_VITALS_API, type SiteSpeedDto } from '@contract';
import { apiUrl, baseApi } from '@/shared/api';

export interface SiteSpeedArgs {
  days: number;
  device: string;
  connection: string;
}

/** Real visitors' page speed (issue 44), for the Site speed page. */
export const siteSpeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSpeed: build.query<SiteSpeedDto, SiteSpeedArgs>({
      query: ({ days, device, connection }) => {
        const params = new URLSearchParams({ days: String(days) });
        if (device) params.set('device', device);
        if (connection) params.set('connection', connection);
        return { url: apiUrl(`${WEB_VITALS_API.summary}?${params.toString()}`) };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSiteSpeedQuery } = siteSpeedApi;
