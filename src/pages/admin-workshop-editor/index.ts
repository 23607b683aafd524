export { AdminWorkshopEditorPage } from './ui/admin-workshop-editor-page';
