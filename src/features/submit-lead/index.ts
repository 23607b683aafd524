export { LeadForm, COURSE_PLACEHOLDER } from './ui/lead-form';
export type { LeadFormProps } from './ui/lead-form';
export { LeadFormDialog } from './ui/lead-form-dialog';
export type { LeadFormDialogProps } from './ui/lead-form-dialog';
