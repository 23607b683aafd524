export {
  PAGE_SIZE,
  PHONE_LENGTH,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  KEY_RESPONSIBILITIES_COUNT,
  PASSWORD_MIN_LENGTH,
  JOB_DEFAULTS,
  JOB_TYPES,
  LEAD_STATUSES,
  LEAD_FORM_IDS,
  IMAGE_MAX_BYTES,
} from './constants';
export type { CountryCode, JobType, LeadStatus } from './constants';
export { slugify, SLUG_PATTERN } from './slug';
export { SITE } from './site';
export { API } from './paths';
export {
  COURSE_MODES,
  COURSE_MODE_LABELS,
  BATCH_DAYS,
  BATCH_DAYS_LABELS,
  NO_OPEN_BATCH_MESSAGE,
  formatCourseDate,
  formatFee,
  isBatchOpen,
  openBatches,
} from './course';
export type {
  AdminCourseDto,
  BatchDays,
  BatchDto,
  CourseDetails,
  CourseDto,
  CourseFaq,
  CourseFee,
  CourseHero,
  CourseInstructor,
  CourseMode,
  CourseModule,
  CourseSummaryDto,
} from './course';
export { courseSchema, batchSchema, DAY_MESSAGE, APPLY_AFTER_START_MESSAGE } from './course-schema';
export type { CourseInput, BatchInput } from './course-schema';
export { withoutTrailingSlashes } from './text';
export {
  PHONE_MESSAGE,
  EMAIL_MESSAGE,
  EMAIL_MAX_LENGTH,
  phoneSchema,
  emailSchema,
  isEmailAddress,
  hasForbiddenCharacter,
  withoutForbiddenCharacters,
  requiredText,
  toFieldErrors,
} from './validation';
export type { ApiError } from './validation';
export {
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  passwordSchema,
  signupSchema,
  loginSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from './auth';
export type {
  SignupInput,
  LoginInput,
  ForgotPasswordInput,
  ResetPasswordInput,
  UserRole,
  UserDto,
  MessageResponse,
  SignupResponse,
  LoginResponse,
  CheckResponse,
} from './auth';
export {
  leadSchema,
  workshopRegistrationSchema,
  jobApplicationSchema,
  leadStatusSchema,
  leadListQuerySchema,
  DEFAULT_LEAD_FORM_KEY,
  LEAD_FORMS,
  LEAD_FORM_LABELS,
  LEAD_SUCCESS_MESSAGE,
  WAITLIST_MESSAGE,
  LEAD_DUPLICATE_WINDOW_MS,
  UNKNOWN_COURSE_MESSAGE,
} from './lead';
export type {
  LeadListQuery,
  LeadInput,
  WorkshopRegistrationInput,
  JobApplicationInput,
  LeadCaptureResponse,
  LeadForm,
  LeadDto,
  LeadListResponse,
} from './lead';
export {
  KEY_RESPONSIBILITIES_MESSAGE,
  FRESHER_MESSAGE,
  MAX_EXPERIENCE_YEARS,
  MAX_SALARY,
  JOB_TYPE_LABELS,
  jobTypeLabel,
  jobLocationLabel,
  isJobOpen,
  closingDateEnd,
  toClosingDate,
  defaultValidThrough,
} from './job';
export { IST_OFFSET_MS, istDay, istDayStart } from './ist';
export { jobSchema } from './job-schema';
export type { JobInput } from './job-schema';
export type { JobDto } from './job';
export { buildJobPostingJsonLd, jobPostingDescriptionHtml } from './job-posting';
export type { JobPostingJsonLd } from './job-posting';
export { blogSchema, BLOG_IMAGE_FIELDS, BLOG_IMAGE_TYPES } from './blog';
export { BLOG_IMAGE_SIZES, imageSrcSet } from './images';
export type { BlogInput, BlogDto, BlogImageField, ImageDto } from './blog';
export {
  WORKSHOP_CATEGORIES,
  WORKSHOP_STATUSES,
  WORKSHOP_ENDED_MESSAGE,
  WORKSHOP_FULL_LABEL,
  workshopStatus,
  formatWorkshopDay,
  formatWorkshopWhen,
  istLocalToIso,
  isoToIstLocal,
  toInstant,
} from './workshop';
export type { WorkshopCategory, WorkshopDto, WorkshopStatus } from './workshop';
export {
  workshopSchema,
  isOwnImagePath,
  WORKSHOP_IMAGE_MESSAGE,
  START_MESSAGE,
  END_MESSAGE,
  END_BEFORE_START_MESSAGE,
} from './workshop-schema';
export type { WorkshopInput } from './workshop-schema';
export { changedBySomeoneElse, versionEtag, VERSION_MESSAGE } from './record-version';
export type { VersionedRecord } from './record-version';
export { ROUTES, ROUTE_PATTERNS, matchesRoute } from './routes';
export { absoluteUrl, organizationId, buildOrganizationJsonLd, buildBreadcrumbJsonLd, serializeJsonLd } from './structured-data';
export type { Crumb } from './structured-data';
export { buildCourseJsonLd, buildCourseListJsonLd, buildBlogPostingJsonLd, buildEventJsonLd } from './content-structured-data';
export type { BlogPostingInput, EventInput } from './content-structured-data';
export {
  TITLE_SUFFIX,
  DEFAULT_SHARE_IMAGE,
  STATIC_PAGE_META,
  shareImage,
  shareImageOf,
  clip,
  privateMeta,
  notFoundMeta,
  headTags,
} from './page-meta';
export type { PageMeta, HeadTags } from './page-meta';
export { courseMeta, courseListMeta, postMeta, workshopMeta } from './item-page-meta';
export { jobMeta } from './job-page-meta';
export type { PageRenderer, RenderedHtml, RenderInput } from './renderer';
export type { AdminAccountDto } from './admins';
