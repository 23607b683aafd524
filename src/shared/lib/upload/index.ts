export { uploadWithProgress, hasFile } from './upload-with-progress';
export type { UploadRequest, UploadResult } from './upload-with-progress';
