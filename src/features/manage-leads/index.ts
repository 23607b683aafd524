export { LeadStatusSelect } from './ui/lead-status-select';
export { ExportLeadsButton } from './ui/export-leads-button';
export { LeadDrawer, LEAD_MISSING_TEXT } from './ui/lead-drawer';
export type { LeadDrawerProps } from './ui/lead-drawer';
export { BulkLeadActions } from './ui/bulk-lead-actions';
export { LogCallButton } from './ui/lead-tasks';
export { useGetMyDayQuery } from './api/task-api';
export { useLeadDrawer } from './model/use-lead-drawer';
export { useStageMover } from './ui/stage-mover';
