export { AdminWebhookPage } from './ui/admin-webhook-page';
