export { UnsavedChangesDialog, LEAVE_TITLE } from './unsaved-changes-dialog';
