export { appSettings, rateLimits, contentVersions } from './platform';
export { users, sessions, passwordResets } from './auth';
export { leads, workshops, images, imageVariants, blogs, jobs, courses, courseBatches, courseSlugs } from './content';
