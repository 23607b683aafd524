export {
  dashboardApi,
  useGetDashboardQuery,
  useGetGoLiveQuery,
  useGetWebhookDeliveriesQuery,
  useRetryWebhookDeliveryMutation,
} from './api/dashboard-api';
export type { WebhookDeliveriesArgs } from './api/dashboard-api';
