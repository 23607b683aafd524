export {
  appSettings,
  PRIVACY_EFFECTIVE_KEY,
  LEAD_COURSE_EXTRAS_KEY,
  SITE_CONTACT_KEY,
  SITE_FIGURES_KEY,
  PAGE_COPY_KEY,
  RETENTION_KEY,
  RETENTION_LAST_RUN_KEY,
  settingRevisions,
  rateLimits,
  contentVersions,
} from './platform';
export { users, sessions, passwordResets } from './auth';
export {
  leads,
  leadNotes,
  leadFiles,
  leadFileChunks,
  leadEvents,
  webhookDeliveries,
  auditLog,
  workshops,
  images,
  imageVariants,
  blogs,
  jobs,
  courses,
  courseBatches,
  courseSlugs,
  alumniStories,
  hiringPartners,
} from './content';
export { privacyLinks, privacyRequests } from './privacy';
