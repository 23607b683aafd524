export { PictureField } from './ui/picture-field';
export type { PictureFieldProps } from './ui/picture-field';
export {
  PICTURE_ACCEPT,
  PICTURE_UPLOAD_FAILED_MESSAGE,
  pictureFileProblem,
  isUploadedPicture,
  pictureRequestError,
} from './lib/picture-file';
