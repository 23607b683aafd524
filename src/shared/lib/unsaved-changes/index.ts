export { useUnsavedChanges, KEEP_EDITING_STATE } from './use-unsaved-changes';
export type { UnsavedChanges } from './use-unsaved-changes';
