export { AdminJobEditorPage } from './ui/admin-job-editor-page';
