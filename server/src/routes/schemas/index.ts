import { apiErrorSchema, messageSchema } from '../../openapi/schema';
import { adminAccountSchemaOut, adminCodeSchemaOut, auditEntrySchemaOut, auditListSchemaOut, roleCodeStatusSchemaOut } from './admins';
import { alumniStorySchemaOut, hiringPartnerSchemaOut } from './alumni';
import { checkSchema, userAnswerSchema, userSchema } from './auth';
import { blogAnswerSchema, blogSchemaOut, imageSchema, uploadedPictureSchema } from './blogs';
import { adminCourseSchemaOut, batchSchemaOut, courseSchemaOut, courseSummarySchemaOut } from './courses';
import {
  dashboardSchemaOut,
  goLiveSchemaOut,
  leadFunnelSchemaOut,
  webhookDeliveryListSchemaOut,
  webhookDeliverySchemaOut,
} from './dashboard';
import { jobAnswerSchema, jobSchemaOut } from './jobs';
import {
  leadBulkSchemaOut,
  leadCaptureAnswerSchema,
  leadDetailSchemaOut,
  leadListSchemaOut,
  leadPipelineSettingsSchemaOut,
  leadSchemaOut,
  myDaySchemaOut,
} from './leads';
import { healthSchema, mailTemplatesSchemaOut, pageCopyRevisionSchemaOut, siteSettingsSchemaOut } from './site';
import { workshopSchemaOut } from './workshops';
import { privacyRequestListSchemaOut, privacyRequestSchemaOut, yourDataSchemaOut } from './privacy';

/** The answers routes share, each known to Fastify by its `$id` (app.addSchema) and listed in the document's components. */
export const SHARED_SCHEMAS = [
  apiErrorSchema,
  messageSchema,
  leadCaptureAnswerSchema,
  userSchema,
  userAnswerSchema,
  checkSchema,
  jobSchemaOut,
  jobAnswerSchema,
  imageSchema,
  uploadedPictureSchema,
  blogSchemaOut,
  blogAnswerSchema,
  workshopSchemaOut,
  batchSchemaOut,
  courseSummarySchemaOut,
  courseSchemaOut,
  adminCourseSchemaOut,
  leadSchemaOut,
  leadListSchemaOut,
  leadDetailSchemaOut,
  leadBulkSchemaOut,
  myDaySchemaOut,
  leadPipelineSettingsSchemaOut,
  healthSchema,
  dashboardSchemaOut,
  leadFunnelSchemaOut,
  goLiveSchemaOut,
  webhookDeliverySchemaOut,
  webhookDeliveryListSchemaOut,
  adminAccountSchemaOut,
  adminCodeSchemaOut,
  roleCodeStatusSchemaOut,
  auditEntrySchemaOut,
  auditListSchemaOut,
  alumniStorySchemaOut,
  hiringPartnerSchemaOut,
  siteSettingsSchemaOut,
  pageCopyRevisionSchemaOut,
  mailTemplatesSchemaOut,
  privacyRequestSchemaOut,
  privacyRequestListSchemaOut,
  yourDataSchemaOut,
] as const;
