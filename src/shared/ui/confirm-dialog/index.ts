export { ConfirmDialog, DialogActionRow } from './confirm-dialog';
export type { ConfirmDialogProps, DialogActionRowProps } from './confirm-dialog';
export { toastOutcome } from './toast-outcome';
