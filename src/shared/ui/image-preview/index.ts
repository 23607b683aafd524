export { ImagePreview, PreviewImage } from './image-preview';
export type { ImagePreviewProps } from './image-preview';
export { useObjectUrl } from './use-object-url';
export { ImageChoiceActions } from './image-choice-actions';
export type { ImageChoiceActionsProps } from './image-choice-actions';
