export { AdminCourseEditorPage } from './ui/admin-course-editor-page';
