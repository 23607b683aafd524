export { env, backendUrl, leadFormKey } from './env';
export { ROUTES } from '@contract';
