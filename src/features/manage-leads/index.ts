export { LeadStatusSelect, LEAD_STATUS_LABELS } from './ui/lead-status-select';
export { ExportLeadsButton } from './ui/export-leads-button';
