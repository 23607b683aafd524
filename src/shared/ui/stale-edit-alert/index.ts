export { StaleEditAlert } from './stale-edit-alert';
export type { StaleEditAlertProps } from './stale-edit-alert';
