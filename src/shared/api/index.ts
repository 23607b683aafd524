export { apiUrl, baseApi, sessionExpired, errorMessage, fieldErrors, isStaleEdit } from './base-api';
export type { ServerFetch } from './base-api';
export { TAG_TYPES, LIST_ID, itemTag } from './tags';
export type { TagType } from './tags';
export { dispatchContext, routeData } from './route-data';
export type { Prefetch } from './route-data';
