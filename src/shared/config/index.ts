export { env, backendUrl, leadFormKey, siteUrl, configureServerEnv } from './env';
export {
  TOAST_AUTO_HIDE_MS,
  CAROUSEL,
  WORKSHOP_SCROLL_PX_PER_S,
  RESIZE_DEBOUNCE_MS,
  THANK_YOU_RESET_MS,
  LOADER_DELAY_MS,
  NAVIGATION_LOADER_DELAY_MS,
  IMAGE_DECODE_WAIT,
  COPYRIGHT_YEAR,
} from './ui-timing';
export { telHref } from './tel-href';
export { ROUTES } from '@contract';
