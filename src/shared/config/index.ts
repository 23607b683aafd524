export { env, backendUrl, leadFormKey, siteUrl } from './env';
export { ROUTES } from '@contract';
