export {
  dashboardApi,
  useGetDashboardQuery,
  useGetGoLiveQuery,
  useGetLeadFunnelQuery,
  useGetWebhookDeliveriesQuery,
  useRetryWebhookDeliveryMutation,
} from './api/dashboard-api';
export type { WebhookDeliveriesArgs } from './api/dashboard-api';
