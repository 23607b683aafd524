export { baseApi, sessionExpired, errorMessage, fieldErrors } from './base-api';
export { TAG_TYPES, LIST_ID } from './tags';
export type { TagType } from './tags';
