export { appSettings, rateLimits, contentVersions } from './platform';
export { users, sessions, passwordResets } from './auth';
export { leads, workshops, images, imageVariants, blogs, jobs } from './content';
