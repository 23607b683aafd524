export { dashboardApi, useGetDashboardQuery, useGetWebhookDeliveriesQuery, useRetryWebhookDeliveryMutation } from './api/dashboard-api';
export type { WebhookDeliveriesArgs } from './api/dashboard-api';
