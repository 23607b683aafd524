import {
  API,
  type DashboardDto,
  type FunnelPeriod,
  type GoLiveDto,
  type LeadFunnelDto,
  type WebhookDeliveryDto,
  type WebhookDeliveryListResponse,
  type WebhookDeliveryStatus,
} from '@contract';
import { apiUrl, baseApi, LIST_ID } from '@/shared/api';

/** The deliveries list's tag: an admin's retry refreshes it. */
const WEBHOOK_TAG = { type: 'Lead' as const, id: 'WEBHOOK' };

export interface WebhookDeliveriesArgs {
  page: number;
  pageSize: number;
  status?: WebhookDeliveryStatus;
}

/** The admin workspace's read models of the leads (issue 20): the dashboard's numbers and the CRM webhook's deliveries. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardDto, undefined>({
      query: () => ({ url: apiUrl(API.admin.dashboard) }),
      // Counted from the leads: any change to a lead (status, a new one) refreshes the numbers.
      providesTags: [{ type: 'Lead', id: LIST_ID }],
    }),
    /** The leads funnel of the last 30 or 90 days (issue 43): refreshed by any change to a lead, as the numbers above. */
    getLeadFunnel: build.query<LeadFunnelDto, FunnelPeriod>({
      query: (days) => ({ url: apiUrl(`${API.admin.leadFunnel}?days=${days}`) }),
      providesTags: [{ type: 'Lead', id: LIST_ID }],
    }),
    /** "Before you go live": read afresh each time the dashboard opens (the samples change on other pages). */
    getGoLive: build.query<GoLiveDto, undefined>({
      query: () => ({ url: apiUrl(API.admin.goLive) }),
    }),
    getWebhookDeliveries: build.query<WebhookDeliveryListResponse, WebhookDeliveriesArgs>({
      query: ({ page, pageSize, status }) => {
        const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
        if (status) params.set('status', status);
        return { url: apiUrl(`${API.admin.webhookDeliveries}?${params.toString()}`) };
      },
      providesTags: [WEBHOOK_TAG],
    }),
    retryWebhookDelivery: build.mutation<WebhookDeliveryDto, string>({
      query: (id) => ({ url: apiUrl(`${API.admin.webhookDeliveries}/${encodeURIComponent(id)}/retry`), method: 'POST' }),
      invalidatesTags: [WEBHOOK_TAG],
    }),
  }),
});

export const {
  useGetDashboardQuery,
  useGetLeadFunnelQuery,
  useGetGoLiveQuery,
  useGetWebhookDeliveriesQuery,
  useRetryWebhookDeliveryMutation,
} = dashboardApi;
