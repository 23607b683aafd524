export { EditorActions } from './editor-actions';
export type { EditorActionsProps } from './editor-actions';
