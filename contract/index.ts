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
  LEAD_FOLLOW_UP_DONE_STATUSES,
  STAGE_ID_PATTERN,
  LEAD_FORM_IDS,
  IMAGE_MAX_BYTES,
} from './constants';
export type { BuiltInLeadStatus, CountryCode, JobType, LeadStatus } from './constants';
export { slugify, SLUG_PATTERN } from './slug';
export { formatDocumentDate, DEFAULT_SITE_CONTACT, siteFacts, WEEKDAYS } from './site';
export type { SiteContact, SiteFacts, Weekday } from './site';
export { SOCIAL_NETWORKS } from './social-networks';
export type { SocialNetwork } from './social-networks';
export { API, routePath } from './paths';
export { PRIVACY_ADMIN_API, YOUR_DATA_API } from './your-data-paths';
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
  INSTRUCTOR_DEFAULTS,
  publicInstructor,
  LINKEDIN_MESSAGE,
  isLinkedInProfileUrl,
  courseImageAlt,
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
  phoneDigits,
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
  COURSE_INTEREST_MAX,
  COURSE_INTEREST_LENGTH_MESSAGE,
  COURSE_INTEREST_CHARACTER_MESSAGE,
  LEAD_FLAGS,
  LEAD_FLAG_LABELS,
  LEAD_PURPOSES,
  LEAD_PURPOSE_LABELS,
  NOTICE_NOT_RECORDED,
  noticeVersionText,
} from './lead';
export type {
  LeadFlag,
  LeadListQuery,
  LeadInput,
  WorkshopRegistrationInput,
  JobApplicationInput,
  LeadCaptureResponse,
  LeadForm,
  LeadDto,
  LeadListResponse,
  LeadConsentDto,
  LeadPurpose,
} from './lead';
export {
  leadUpdateSchema,
  leadNoteSchema,
  leadBulkSchema,
  LEAD_EVENT_KINDS,
  LEAD_OWNER_UNASSIGNED,
  LEAD_FOLLOW_UP_DUE,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_BULK_MAX,
  LEAD_RELATED_MAX,
  UNKNOWN_OWNER_MESSAGE,
  NO_CHANGE_MESSAGE,
  NO_BULK_CHANGE_MESSAGE,
  BULK_MAX_MESSAGE,
  UUID_PATTERN,
} from './lead-pipeline';
export type {
  LeadEventKind,
  LeadNoteDto,
  LeadEventDto,
  LeadDetailDto,
  LeadBulkResponse,
  LeadRelatedDto,
  LeadUpdateInput,
  LeadNoteInput,
  LeadBulkInput,
} from './lead-pipeline';
export {
  CV_MAX_BYTES,
  CV_FIELD,
  CV_LABEL,
  CV_TYPE_MESSAGE,
  CV_SIZE_MESSAGE,
  CV_CONTENT_TYPES,
  CV_ACCEPT,
  LEAD_FILE_KINDS,
  cvTypeOfName,
  cvFileProblem,
  formatFileSize,
} from './lead-cv';
export type { CvContentType, LeadFileKind, LeadFileDto } from './lead-cv';
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
export { IST_OFFSET_MS, MONTH_ABBREVIATIONS, MONTH_NAMES, istDay, istDayStart } from './ist';
export { formatIndianNumber, formatRupees } from './indian-number';
export { jobSchema, OPEN_MESSAGE } from './job-schema';
export type { JobInput } from './job-schema';
export type { JobDto } from './job';
export { buildJobPostingJsonLd, jobPostingDescriptionHtml } from './job-posting';
export type { JobPostingJsonLd } from './job-posting';
export {
  blogSchema,
  BLOG_IMAGE_FIELDS,
  BLOG_IMAGE_TYPES,
  BLOG_INPUT_STATUSES,
  BLOG_STATUS_MESSAGE,
  PUBLISH_AT_MESSAGE,
  UNKNOWN_BLOG_COURSE_MESSAGE,
} from './blog';
export {
  DEFAULT_BLOG_AUTHOR,
  BLOG_AUTHOR_NAME_MAX,
  BLOG_AUTHOR_ROLE_MAX,
  WORDS_PER_MINUTE,
  RELATED_POSTS_MAX,
  readingMinutesOf,
  topicWords,
  sharedWordCount,
  courseForPost,
} from './blog-topic';
export type { PostTopic, CourseTopic } from './blog-topic';
export { BLOG_IMAGE_SIZES, imageSrcSet } from './images';
export type { BlogInput, BlogDto, BlogImageField, BlogInputStatus, BlogStatus, ImageDto, UploadedPictureDto } from './blog';
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
  REGISTRATION_MESSAGES,
} from './workshop';
export type { RegistrationState, WorkshopCategory, WorkshopDto, WorkshopRegistrationDto, WorkshopStatus } from './workshop';
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
export { ROUTES, BLOG_PREVIEW_PARAM, blogPreviewPath } from './routes';
export { ADMIN_ROUTES } from './admin-routes';
export { absoluteUrl, organizationId, buildOrganizationJsonLd, buildBreadcrumbJsonLd, serializeJsonLd } from './structured-data';
export type { Crumb } from './structured-data';
export { buildCourseJsonLd, buildCourseListJsonLd, buildBlogPostingJsonLd, buildEventJsonLd } from './content-structured-data';
export type { BlogPostingInput, EventInput } from './content-structured-data';
export {
  titleSuffix,
  DEFAULT_SHARE_IMAGE,
  STATIC_PAGE_META,
  privacyMeta,
  shareImage,
  shareImageOf,
  clip,
  privateMeta,
  notFoundMeta,
  headTags,
} from './page-meta';
export type { PageMeta, HeadTags } from './page-meta';
export { courseMeta, courseListMeta, postMeta, workshopMeta } from './item-page-meta';
export {
  ALUMNI_KINDS,
  ALUMNI_KIND_LABELS,
  ALUMNI_LIMITS,
  ALUMNI_STORY_NOT_FOUND,
  HIRING_PARTNER_NOT_FOUND,
  UNKNOWN_ALUMNI_COURSE_MESSAGE,
  PARTNER_TAKEN_MESSAGE,
  ALUMNI_SAMPLE_NOTE,
  PARTNERS_SAMPLE_NOTE,
  ratingInWords,
  courseReviewStories,
} from './alumni';
export type { AlumniKind, AlumniStoryDto, ConsentForm, HiringPartnerDto, StoryConsent } from './alumni';
export {
  alumniStorySchema,
  hiringPartnerSchema,
  partnerLogoSchema,
  PICTURE_PATH_MESSAGE,
  alumniStoriesQuerySchema,
  ALUMNI_KIND_MESSAGE,
  ALUMNI_RATING_MESSAGE,
  ALUMNI_RATING_KIND_MESSAGE,
  ALUMNI_QUOTE_SHORT_MESSAGE,
  CONSENT_DATE_MESSAGE,
  CONSENT_FORM_MESSAGE,
  CONSENT_FORMS,
  CONSENT_FORM_LABELS,
  STORY_CONSENT_MESSAGE,
} from './alumni-schema';
export type { AlumniStoryInput, HiringPartnerInput, PartnerLogoInput, AlumniStoriesQuery } from './alumni-schema';
export {
  PRIVACY_EFFECTIVE_MESSAGE,
  PRIVACY_EFFECTIVE_MAX_DAYS_AHEAD,
  SPEC_LEAD_COURSES,
  LEAD_COURSE_EXTRAS_MAX,
  leadCourseChoices,
} from './site-settings';
export type { SiteSettingsDto, LeadCourseExtrasDto, SiteContactDto } from './site-settings';
export {
  siteSettingsSchema,
  isPrivacyEffectiveDay,
  leadCourseExtrasSchema,
  siteContactSchema,
  siteFiguresSchema,
  pageCopySchema,
  isPhoneFact,
  isOnHost,
  INDIA_BOUNDS,
} from './site-settings-schema';
export type { SiteSettingsInput, LeadCourseExtrasInput, SiteContactInput, SiteFiguresInput, PageCopyInput } from './site-settings-schema';
export { DEFAULT_PAGE_COPY, PAGE_COPY_FIELDS, PAGE_COPY_KEYS, PAGE_COPY_PAGES } from './page-copy';
export { itemsOf, paragraphsOf } from './copy-text';
export type { PageCopy, PageCopyDto, PageCopyField, PageCopyKey, PageCopyRevisionDto } from './page-copy';
export {
  COUNTED_FIGURES,
  FIGURE_KEYS,
  FIGURE_NAMES,
  FIGURE_BASIS_MESSAGE,
  NOT_COUNTABLE_MESSAGE,
  SAMPLE_FIGURES,
  SAMPLE_FIGURE_BASIS,
} from './figures';
export type { FigureKey, SiteFigure, SiteFiguresDto } from './figures';
export { jobMeta } from './job-page-meta';
export type { PageRenderer, RenderedHtml, RenderInput } from './renderer';
export { LIVE_FORM_ATTRIBUTE, PAGE_STATE_ID, PENDING_SUBMIT_ATTRIBUTE, PENDING_SUBMIT_GUARD } from './renderer';
export {
  adminAccountUpdateSchema,
  ADMIN_NOT_FOUND_MESSAGE,
  ACCOUNT_DISABLED_MESSAGE,
  DISABLE_SELF_MESSAGE,
  LAST_ADMIN_MESSAGE,
  SIGN_OUT_SELF_MESSAGE,
  ADMIN_CODE_FROM_ENV_MESSAGE,
  ACCOUNT_UPDATE_EMPTY_MESSAGE,
} from './admins';
export type { AdminAccountDto, AdminAccountUpdateInput, AdminCodeResponse, RoleCodeStatusDto } from './admins';
export {
  ADMIN_AREAS,
  canUse,
  LAST_OWNER_MESSAGE,
  OWN_ROLE_MESSAGE,
  ROLE_AREAS,
  roleRefusedMessage,
  SIGNUP_CODE_ROLES,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
} from './roles';
export type { AdminArea, SignupCodeRole, StaffRole } from './roles';
export { activityQuerySchema, AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, AUDIT_PAGE_SIZE_MAX } from './audit';
export type { ActivityQuery, AuditEntity, AuditEntryDto, AuditListResponse } from './audit';
export {
  DASHBOARD_DAYS,
  DASHBOARD_TOP,
  DASHBOARD_UPCOMING,
  DIRECT_SOURCE,
  FUNNEL_PERIODS,
  GO_LIVE_ITEMS,
  leadFunnelQuerySchema,
  NO_LOST_REASON,
} from './dashboard';
export type {
  FunnelCounts,
  FunnelPeriod,
  FunnelRow,
  FunnelSourceRow,
  FunnelStage,
  LeadFunnelDto,
  LeadFunnelQuery,
  DashboardBatch,
  DashboardCount,
  DashboardDay,
  DashboardDto,
  DashboardSourceCount,
  DashboardWorkshop,
  GoLiveDto,
  GoLiveItem,
  GoLiveItemId,
  LeadSourceKind,
} from './dashboard';
export {
  WEBHOOK_ALREADY_DELIVERED_MESSAGE,
  WEBHOOK_BACKOFF_MS,
  WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT,
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_NOT_CONFIGURED_MESSAGE,
  WEBHOOK_TIMEOUT_MS,
  webhookDeliveryQuerySchema,
} from './webhook';
export type {
  LeadWebhookPayload,
  WebhookDeliveryDto,
  WebhookDeliveryListResponse,
  WebhookDeliveryQuery,
  WebhookDeliveryStatus,
} from './webhook';
export {
  BROCHURE_LINK_HOURS,
  BROCHURE_LEAD_MESSAGE,
  BROCHURE_READY_MESSAGE,
  BROCHURE_LINK_MISSING_MESSAGE,
  BROCHURE_LINK_INVALID_MESSAGE,
  BROCHURE_LINK_EXPIRED_MESSAGE,
  brochureFileName,
  brochureRequestSchema,
  brochureDownloadQuerySchema,
} from './brochure';
export type { BrochureLinkDto, BrochureRequestInput } from './brochure';
export {
  PRIVACY_LINK_TTL_MS,
  PRIVACY_MESSAGES,
  PRIVACY_REQUEST_DAYS_DEFAULT,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUSES,
  privacyCorrectionSchema,
  privacyLinkSchema,
  privacyNomineeSchema,
  privacySubjectOf,
} from './privacy';
export type {
  PrivacyCorrectionInput,
  PrivacyLinkInput,
  PrivacyNomineeInput,
  PrivacyRequestDto,
  PrivacyRequestKind,
  PrivacyRequestListResponse,
  PrivacyRequestStatus,
  PrivacySubject,
  YourDataDto,
  YourRecordDto,
} from './privacy';
export { ACCESS_LOG_MIN_MONTHS, DEFAULT_RETENTION, monthsBefore, retentionSchema } from './retention';
export {
  LEGAL_HOLD_MAX,
  LOST_REASON_MAX,
  LOST_REASON_STATUS_MESSAGE,
  UNKNOWN_LOST_REASON_MESSAGE,
  UNKNOWN_STATUS_MESSAGE,
} from './lead-pipeline';
export type { RetentionCounts, RetentionDto, RetentionInput, RetentionRules } from './retention';
export {
  ADMIN_MAIL_API,
  MAIL_TEMPLATES_PAGE,
  DEFAULT_MAIL_TEMPLATES,
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  MAIL_TEMPLATE_FIELDS,
  MAIL_TEMPLATE_KINDS,
  MAIL_TEMPLATE_LABELS,
  fillMailTemplate,
  mailTemplateSchema,
  mailTemplateTestSchema,
  mailTemplatesSchema,
  sampleMailValues,
  unknownMailFields,
} from './mail-templates';
export type { MailTemplate, MailTemplateField, MailTemplateKind, MailTemplatesDto, MailTemplatesInput } from './mail-templates';
export { REGISTRATION_API, registrationPage } from './registration-paths';
export {
  DIGEST_AT_DEFAULT,
  FIRST_CONTACT_HOURS_DEFAULT,
  FIRST_CONTACT_HOURS_RANGE,
  istInstant,
  istLocalTime,
  LEAD_CALL_NOTE_MAX,
  LEAD_CALL_OUTCOME_LABELS,
  LEAD_CALL_OUTCOMES,
  LEAD_TASK_API,
  LEAD_TASK_TITLE_MAX,
  leadCallSchema,
  leadPipelineSettingsSchema,
  leadTaskSchema,
  leadTaskUpdateSchema,
  MY_DAY_PAGE,
  LEAD_BOARD_PAGE,
  LEAD_BOARD_COLUMN_MAX,
  TASK_TIME_WINDOW_YEARS,
  workingHoursBefore,
  DEFAULT_WHATSAPP_MESSAGES,
  DEFAULT_LOST_REASONS,
  LOST_REASONS_MAX,
  fillWhatsAppMessage,
  leadWhatsAppSchema,
  WHATSAPP_LABEL_MAX,
  WHATSAPP_MESSAGES_MAX,
  WHATSAPP_TEXT_MAX,
  DEFAULT_LEAD_STAGES,
  LEAD_STAGE_KINDS,
  LEAD_STAGES_MAX,
  STAGE_COLORS,
  STAGE_LABEL_MAX,
  STAGE_ORDER_MESSAGE,
  stageKind,
} from './lead-tasks';
export type {
  LeadCallInput,
  LeadCallOutcome,
  LeadPipelineSettingsDto,
  LeadPipelineSettingsInput,
  LeadTaskDto,
  LeadTaskInput,
  LeadTaskUpdateInput,
  MyDayDto,
  MyDayTaskDto,
  LeadWhatsAppInput,
  WhatsAppMessage,
  LeadStage,
  LeadStageKind,
} from './lead-tasks';
export {
  LEAD_CONTACT_API,
  leadMergeSchema,
  MERGE_CHOOSE_MESSAGE,
  MERGE_NOT_FOUND,
  MERGE_OTHER_MISSING_MESSAGE,
  MERGE_SAME_PERSON_MESSAGE,
  MERGE_SELF_MESSAGE,
} from './lead-contacts';
export type { LeadMergeDto, LeadMergeInput } from './lead-contacts';
export {
  bucketEdge,
  SITE_SPEED_DAYS,
  SITE_SPEED_DEFAULT_DAYS,
  SITE_SPEED_PAGE,
  vitalBucket,
  vitalRoute,
  WEB_VITAL_BUCKETS,
  WEB_VITAL_CONNECTIONS,
  WEB_VITAL_DEVICES,
  WEB_VITAL_MAX,
  WEB_VITAL_METRICS,
  WEB_VITAL_ROUTES,
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS_API,
  WEB_VITALS_KEEP_DAYS,
  WEB_VITALS_REPORT_MAX_BYTES,
  WEB_VITALS_REPORT_MESSAGE,
} from './web-vitals';
export type {
  SiteSpeedDto,
  VitalP75,
  WebVitalConnection,
  WebVitalDevice,
  WebVitalMetric,
  WebVitalRoute,
  WebVitalsReport,
} from './web-vitals';
