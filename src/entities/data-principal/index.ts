// "Your data" and Privacy requests (issue 42): the endpoints and their hooks (the api file exports nothing else), and what the pages read from a view.
export * from './api/data-principal-api';
export { hasMarketingConsent, isOverdue, newestRecord, openErasureRequest, PRIVACY_REQUEST_STATUS_LABELS } from './lib/requests';
