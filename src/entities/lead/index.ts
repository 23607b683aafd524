export {
  leadApi,
  useCaptureLeadMutation,
  useGetLeadsQuery,
  useUpdateLeadStatusMutation,
  useGetLeadQuery,
  useUpdateLeadMutation,
  useAddLeadNoteMutation,
  useBulkUpdateLeadsMutation,
  useGetLeadOwnersQuery,
  leadQueryString,
} from './api/lead-api';
export type { CaptureLeadArgs, LeadFilters, LeadUpdateArgs, LeadBulkArgs } from './api/lead-api';
export { rememberUtm, currentUtm } from './lib/utm';
export type { UtmFields } from './lib/utm';
export { leadTelHref, leadWhatsAppHref, leadMailHref } from './lib/contact';
export { formatLeadTime, formatLeadDay } from './lib/format';
export { assignableOwners } from './lib/owners';
export { LEAD_STATUS_LABELS, leadStatusLabel } from './model/status-labels';
export { useSubmitLead, SUBMIT_FAILED_MESSAGE, SUBMIT_ERROR_MESSAGE, SUBMIT_SUCCESS_MESSAGE } from './model/use-submit-lead';
export type { SubmitLeadResult, SubmitLeadFiles } from './model/use-submit-lead';
export { LeadContactFields } from './ui/contact-fields';
export type { ContactValues, PhoneContactValues } from './ui/contact-fields';
export { HoneypotField } from './ui/honeypot-field';
export { LeadThankYou, THANK_YOU_TITLE, THANK_YOU_TEXT } from './ui/thank-you';
export { LeadContactActions } from './ui/lead-contact-actions';
export { LeadHistory, describeLeadEvent } from './ui/lead-history';
export { LeadNotes } from './ui/lead-notes';
