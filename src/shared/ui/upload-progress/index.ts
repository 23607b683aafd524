export { UploadProgress } from './upload-progress';
export type { UploadProgressProps } from './upload-progress';
