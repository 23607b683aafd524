import { BOOT_SCRIPT } from '../lib/html';
import * as yup from 'yup';
import type { AnyObjectSchema } from 'yup';
import {
  activityQuerySchema,
  adminAccountUpdateSchema,
  alumniStoriesQuerySchema,
  alumniStorySchema,
  siteSettingsSchema,
  leadCourseExtrasSchema,
  API,
  batchSchema,
  blogSchema,
  brochureDownloadQuerySchema,
  brochureRequestSchema,
  courseSchema,
  CV_CONTENT_TYPES,
  CV_FIELD,
  CV_MAX_BYTES,
  DEFAULT_LEAD_FORM_KEY,
  forgotPasswordSchema,
  hiringPartnerSchema,
  jobApplicationSchema,
  jobSchema,
  LEAD_FORM_IDS,
  leadBulkSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadSchema,
  leadStatusSchema,
  leadUpdateSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  webhookDeliveryQuerySchema,
  workshopRegistrationSchema,
  workshopSchema,
} from '@contract';
import type { ComponentName } from './response-schemas';

/*
 * Every HTTP operation of the server, in one table: the OpenAPI document is built from it and the fuzz
 * suite walks it. Kept apart from the route files (which several people edit) so documenting a route
 * never changes how it runs; a test fails when a registered route is missing here, and one checks that
 * the bodies named here are the very yup objects the routes validate with.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type JsonSchema = Record<string, unknown>;

export interface Answer {
  description: string;
  /** Media type → schema: a component name, or an inline JSON Schema. Absent: no body (304). */
  content?: Record<string, ComponentName | JsonSchema>;
}

export interface PathParam {
  name: string;
  description: string;
  schema: JsonSchema;
}

export type RequestBody =
  | { kind: 'json'; schema: AnyObjectSchema }
  /** One path, several forms: which body applies depends on a path parameter (lead capture). */
  | {
      kind: 'json-by-param';
      param: string;
      schemas: Record<string, AnyObjectSchema>;
      /** Forms that may also come as multipart/form-data: their text fields as parts, plus these files. */
      files?: Record<string, Record<string, string>>;
    }
  /** Text fields validated with `schema`, plus image files; a JSON object of the text fields works too. */
  | { kind: 'multipart'; schema: AnyObjectSchema; files: readonly string[]; flags: readonly string[] };

export interface Operation {
  method: Method;
  /** Fastify's form (`:slug`); the document shows `{slug}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs an admin's session cookie. */
  admin?: boolean;
  params?: PathParam[];
  query?: AnyObjectSchema;
  body?: RequestBody;
  responses: Record<number, Answer>;
}

const json = (schema: ComponentName | JsonSchema): Answer['content'] => ({ 'application/json': schema });
const answer = (description: string, schema: ComponentName | JsonSchema = 'ApiError'): Answer => ({
  description,
  content: json(schema),
});

const slugParam = (what: string): PathParam => ({
  name: 'slug',
  description: `The ${what}'s address: lower-case letters, digits and single hyphens.`,
  schema: { type: 'string', maxLength: 500, examples: ['python-full-stack-trainer'] },
});

/** What a delete answers when the client's If-Match names a version that is no longer current. */
const staleDelete = (what: string) => ({ 412: answer(`The ${what} was changed by someone else since it was opened (If-Match).`) });

/** A multipart upload that carries only files. */
const NO_TEXT_FIELDS = yup.object({});

const batchIdParam: PathParam = {
  name: 'id',
  description: "The batch's id (a UUID from the course's `batches`).",
  schema: { type: 'string', maxLength: 500, examples: ['0b6f3c1e-2d4a-4f7b-9a57-1c2d3e4f5a6b'] },
};

const leadIdParam: PathParam = {
  name: 'id',
  description: "The lead's id (UUID); a malformed one is answered 404.",
  schema: { type: 'string', maxLength: 500 },
};

const storyIdParam: PathParam = {
  name: 'id',
  description: "The alumni story's id (UUID); a malformed one is answered 404.",
  schema: { type: 'string', maxLength: 500 },
};

const partnerIdParam: PathParam = {
  name: 'id',
  description: "The hiring partner's id (UUID); a malformed one is answered 404.",
  schema: { type: 'string', maxLength: 500 },
};

const adminIdParam: PathParam = {
  name: 'id',
  description: "The admin account's id (UUID); a malformed one is answered 404.",
  schema: { type: 'string', maxLength: 500 },
};

const badInput = answer('The input is not valid (message and the first message per field), or the address holds a NUL byte.');
const tooLarge = answer('The request body is too large.');
const badType = answer('This content type is not supported here.');
const unavailable = answer('The database cannot be reached right now (Retry-After: 5).');
const crossSite = answer('A state-changing request with a session, or to the sign-in endpoints, came from another site.');
const tooMany = answer('Too many attempts from this network or for this account (Retry-After).');
const notSignedIn = answer('Not signed in as an admin.');
const tooLong = answer('A path parameter is longer than 500 characters.');

/** Node's own answer to request headers over its limit, before any route runs (issue 39: it was undocumented). */
const headersTooLarge = answer('The request headers are too large (over 16 KB in all).');

/** Answers every operation can give: a NUL byte in the address, headers over the limit, and a database outage. */
const always = { 400: badInput, 431: headersTooLarge, 503: unavailable };
const writes = { ...always, 403: crossSite, 413: tooLarge, 415: badType };
const adminRead = { ...always, 401: notSignedIn };
const adminWrite = { ...writes, 401: notSignedIn };
const notFound = (what: string) => ({ 404: answer(`No such ${what}.`), 414: tooLong });

const textBody = (type: string, description: string): Answer => ({ description, content: { [type]: { type: 'string' } } });
const notModified: Answer = { description: 'The copy the client holds (If-None-Match) is current.' };

export const OPERATIONS: readonly Operation[] = [
  // ---------------------------------------------------------------- sign-in
  {
    method: 'POST',
    path: API.auth.signup,
    operationId: 'signUp',
    tag: 'Sign-in',
    summary: 'Create an admin account with the admin code; signs the new admin in (session cookie).',
    body: { kind: 'json', schema: signupSchema },
    responses: {
      ...writes,
      201: answer('Signed up and signed in.', 'UserAnswer'),
      409: answer('An account with this e-mail already exists.'),
      403: answer('The admin code is not valid, or the request came from another site.'),
      429: tooMany,
    },
  },
  {
    method: 'POST',
    path: API.auth.login,
    operationId: 'signIn',
    tag: 'Sign-in',
    summary: 'Sign in; sets the session cookie.',
    body: { kind: 'json', schema: loginSchema },
    responses: {
      ...writes,
      200: answer('Signed in.', 'UserAnswer'),
      401: answer('Invalid e-mail or password.'),
      403: answer('The password is right but the account is disabled, or the request came from another site.'),
      429: tooMany,
    },
  },
  {
    method: 'GET',
    path: API.auth.check,
    operationId: 'checkSession',
    tag: 'Sign-in',
    summary: 'Whether the session cookie belongs to a signed-in admin (200 either way).',
    responses: { ...always, 200: answer('The session state.', 'Check') },
  },
  {
    method: 'POST',
    path: API.auth.logout,
    operationId: 'signOut',
    tag: 'Sign-in',
    summary: 'End the session and clear its cookie.',
    responses: { ...writes, 200: answer('Signed out.', 'Message') },
  },
  {
    method: 'POST',
    path: API.auth.forgotPassword,
    operationId: 'forgotPassword',
    tag: 'Sign-in',
    summary: 'Mail a password-reset link when the address has an account (the answer is the same either way).',
    body: { kind: 'json', schema: forgotPasswordSchema },
    responses: { ...writes, 200: answer('Accepted.', 'Message'), 429: tooMany },
  },
  {
    method: 'POST',
    path: '/apiauth/resetpassword/:id/:token',
    operationId: 'resetPassword',
    tag: 'Sign-in',
    summary: 'Set a new password with the link from the reset e-mail.',
    params: [
      { name: 'id', description: 'The reset request id (UUID) from the link.', schema: { type: 'string', maxLength: 500 } },
      { name: 'token', description: 'The secret token from the link.', schema: { type: 'string', maxLength: 500 } },
    ],
    body: { kind: 'json', schema: resetPasswordSchema },
    responses: {
      ...writes,
      200: answer('The password was changed.', 'Message'),
      414: tooLong,
      400: answer('The input is not valid, or the link is not valid, used or expired.'),
      429: tooMany,
    },
  },

  // ---------------------------------------------------------------- leads
  {
    method: 'POST',
    path: '/api/FormLeadCapture/:formKey/:formId',
    operationId: 'captureLead',
    tag: 'Leads',
    summary: 'Submit a lead form: 5 call back / demo, 13 workshop registration, 21 job application.',
    description:
      'Every answer carries `StatusCode` (the HTTP status). An exact repeat within 10 minutes is recorded once (for a job application, the same CV content counts as part of it); a filled honeypot (`website`) is answered 200 and not stored. A job application (21) may instead come as multipart/form-data with its text fields as parts and an optional CV in the file field `cv` (PDF or Word .docx, at most 5 MB, checked by its bytes): the lead and its CV are stored together or not at all. A multipart body declared longer than 5 MB + 128 KB, or a CV past 5 MB, is refused (413) as soon as that is known, without storing the rest: the connection then closes, after at most 2 s (or 8 MB) of dropping what the client still sends, so that the client reads the answer rather than a reset connection.',
    params: [
      {
        name: 'formKey',
        description: `The site's form key (LEAD_FORM_KEY, "${DEFAULT_LEAD_FORM_KEY}" by default).`,
        schema: { type: 'string', maxLength: 500, examples: [DEFAULT_LEAD_FORM_KEY] },
      },
      {
        name: 'formId',
        description: 'Which form: its body is the matching schema.',
        schema: { type: 'string', enum: Object.values(LEAD_FORM_IDS) },
      },
    ],
    body: {
      kind: 'json-by-param',
      param: 'formId',
      schemas: {
        [LEAD_FORM_IDS.callBack]: leadSchema,
        [LEAD_FORM_IDS.workshop]: workshopRegistrationSchema,
        [LEAD_FORM_IDS.jobApplication]: jobApplicationSchema,
      },
      files: {
        [LEAD_FORM_IDS.jobApplication]: {
          [CV_FIELD]: `Optional CV: a PDF (starts with %PDF-) or a Word .docx file, at most ${CV_MAX_BYTES / (1024 * 1024)} MB, checked by its bytes.`,
        },
      },
    },
    // Every answer of this endpoint, also those given before its handler runs, carries StatusCode.
    responses: {
      ...Object.fromEntries(
        Object.entries({ ...writes, 414: tooLong }).map(([status, a]) => [status, answer(a.description, 'LeadCaptureAnswer')]),
      ),
      200: answer('The lead is stored (or was an exact repeat).', 'LeadCaptureAnswer'),
      400: answer(
        'The form is not valid, the workshop or job is not open, the CV is not a PDF or Word (.docx) file (fieldErrors.cv), or the address holds a NUL.',
        'LeadCaptureAnswer',
      ),
      413: answer('The body is too large: a CV past 5 MB (fieldErrors.cv), or a text field past its limit.', 'LeadCaptureAnswer'),
      404: answer('No such form.', 'LeadCaptureAnswer'),
      429: answer('Too many forms from this network (Retry-After).', 'LeadCaptureAnswer'),
    },
  },
  {
    method: 'GET',
    path: API.leads.list,
    operationId: 'listLeads',
    tag: 'Leads',
    summary: 'The lead inbox, newest first, filtered and paged.',
    admin: true,
    query: leadListQuerySchema,
    responses: { ...adminRead, 200: answer('One page of leads.', 'LeadList') },
  },
  {
    method: 'GET',
    path: API.leads.exportCsv,
    operationId: 'exportLeads',
    tag: 'Leads',
    summary: 'Every lead the filters match as a CSV file, newest first (streamed).',
    admin: true,
    query: leadListQuerySchema,
    responses: {
      ...adminRead,
      200: textBody('text/csv', 'The CSV file (attachment).'),
      429: answer('Two exports are already running: try again in a minute (Retry-After).'),
    },
  },
  {
    method: 'PATCH',
    path: '/api/leads/:id/status',
    operationId: 'setLeadStatus',
    tag: 'Leads',
    summary: "Change a lead's status.",
    admin: true,
    params: [{ name: 'id', description: "The lead's id (UUID).", schema: { type: 'string', maxLength: 500 } }],
    body: { kind: 'json', schema: leadStatusSchema },
    responses: { ...adminWrite, 200: answer('The changed lead.', 'Lead'), ...notFound('lead') },
  },
  {
    method: 'GET',
    path: '/api/leads/:id',
    operationId: 'getLead',
    tag: 'Leads',
    summary: 'A lead with its notes (newest first) and the history of every change (oldest first).',
    admin: true,
    params: [leadIdParam],
    responses: { ...adminRead, 200: answer('The lead, its notes and its history.', 'LeadDetail'), ...notFound('lead') },
  },
  {
    method: 'GET',
    path: '/api/leads/:id/files/:fileId',
    operationId: 'downloadLeadFile',
    tag: 'Leads',
    summary: "Download a file kept with a lead (a job applicant's CV) as an attachment.",
    description:
      "The stored bytes with the Content-Type checked from them when they came, Content-Disposition attachment (filename, and filename* in UTF-8 for a name beyond ASCII), X-Content-Type-Options nosniff, Cache-Control private, no-store and a sandbox CSP. The ids are in the lead's `files`.",
    admin: true,
    params: [
      leadIdParam,
      {
        name: 'fileId',
        description: "The file's id (UUID, from the lead's `files`); a malformed one is answered 404.",
        schema: { type: 'string', maxLength: 500 },
      },
    ],
    responses: {
      ...adminRead,
      200: {
        description: 'The file (attachment).',
        content: Object.fromEntries(Object.values(CV_CONTENT_TYPES).map((type) => [type, { type: 'string', contentMediaType: type }])),
      },
      ...notFound('lead or file'),
    },
  },
  {
    method: 'PATCH',
    path: '/api/leads/:id',
    operationId: 'updateLead',
    tag: 'Leads',
    summary: "Change a lead's status, owner (an active admin, or null) and next follow-up day (or null).",
    description: 'Every field that really changes is one event of the history, by the signed-in admin.',
    admin: true,
    params: [leadIdParam],
    body: { kind: 'json', schema: leadUpdateSchema },
    responses: { ...adminWrite, 200: answer('The changed lead, its notes and its history.', 'LeadDetail'), ...notFound('lead') },
  },
  {
    method: 'POST',
    path: '/api/leads/:id/notes',
    operationId: 'addLeadNote',
    tag: 'Leads',
    summary: "Add the signed-in admin's note to a lead.",
    admin: true,
    params: [leadIdParam],
    body: { kind: 'json', schema: leadNoteSchema },
    responses: { ...adminWrite, 201: answer('The lead with the new note.', 'LeadDetail'), ...notFound('lead') },
  },
  {
    method: 'POST',
    path: API.leads.bulk,
    operationId: 'bulkUpdateLeads',
    tag: 'Leads',
    summary: 'Set one status and/or owner on up to 500 selected leads at once.',
    description: 'One transaction; ids that name no lead are skipped, and only leads that changed are counted.',
    admin: true,
    body: { kind: 'json', schema: leadBulkSchema },
    responses: { ...adminWrite, 200: answer('How many leads changed.', 'LeadBulkAnswer') },
  },

  // ---------------------------------------------------------------- careers
  {
    method: 'GET',
    path: API.careers.list,
    operationId: 'listOpenJobs',
    tag: 'Careers',
    summary: 'Open jobs (switched open and not past their closing date), newest first.',
    responses: {
      ...always,
      200: answer('The open jobs.', { type: 'array', items: { $ref: '#/components/schemas/Job' } }),
      304: notModified,
    },
  },
  {
    method: 'GET',
    path: '/api/career/job/slug/:slug',
    operationId: 'getJob',
    tag: 'Careers',
    summary: 'One job (open or closed) by its address.',
    params: [slugParam('job')],
    responses: { ...always, 200: answer('The job.', 'Job'), 304: notModified, ...notFound('job') },
  },
  {
    method: 'GET',
    path: API.careers.adminList,
    operationId: 'listAllJobs',
    tag: 'Careers',
    summary: 'Every job, past their closing date marked `expired`, switched off ones `open: false`.',
    admin: true,
    responses: { ...adminRead, 200: answer('All jobs.', { type: 'array', items: { $ref: '#/components/schemas/Job' } }) },
  },
  {
    method: 'POST',
    path: API.careers.create,
    operationId: 'createJob',
    tag: 'Careers',
    summary: 'Post a job.',
    admin: true,
    body: { kind: 'json', schema: jobSchema },
    responses: { ...adminWrite, 201: answer('Posted.', 'JobAnswer'), 409: answer('A job with this title was posted at the same moment.') },
  },
  {
    method: 'PUT',
    path: '/api/Career/updatejobs/:slug',
    operationId: 'updateJob',
    tag: 'Careers',
    summary: 'Edit a job (its address stays).',
    admin: true,
    params: [slugParam('job')],
    body: { kind: 'json', schema: jobSchema },
    responses: {
      ...adminWrite,
      200: answer('Saved.', 'JobAnswer'),
      ...notFound('job'),
      409: answer('The job was changed by someone else since it was opened.'),
      412: answer('The job was changed by someone else since it was opened (If-Match).'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/Career/deletejobs/:slug',
    operationId: 'deleteJob',
    tag: 'Careers',
    summary: 'Delete a job.',
    admin: true,
    params: [slugParam('job')],
    responses: { ...adminWrite, 200: answer('Deleted.', 'Message'), ...notFound('job'), ...staleDelete('job') },
  },

  // ---------------------------------------------------------------- blogs
  {
    method: 'GET',
    path: API.blogs.list,
    operationId: 'listBlogs',
    tag: 'Blogs',
    summary: 'The published posts whose time has come, newest first (drafts and scheduled posts never).',
    responses: { ...always, 200: answer('The posts.', { type: 'array', items: { $ref: '#/components/schemas/Blog' } }), 304: notModified },
  },
  {
    method: 'GET',
    path: API.blogs.adminList,
    operationId: 'listAllBlogs',
    tag: 'Blogs',
    summary: 'Every post with its status (draft, scheduled, published), newest or next first.',
    admin: true,
    responses: { ...adminRead, 200: answer('All posts.', { type: 'array', items: { $ref: '#/components/schemas/Blog' } }) },
  },
  {
    method: 'GET',
    path: '/api/blogs/blogs/:slug',
    operationId: 'getBlog',
    tag: 'Blogs',
    summary: 'One published post by its address; a signed-in admin also gets drafts and scheduled posts (never cached).',
    params: [slugParam('post')],
    responses: { ...always, 200: answer('The post.', 'Blog'), 304: notModified, ...notFound('post') },
  },
  {
    method: 'GET',
    path: '/api/blogs/blogs/:slug/related',
    operationId: 'getRelatedBlogs',
    tag: 'Blogs',
    summary:
      'Up to 3 other published posts related to a published post: those linked to the same course first, then those sharing more words of their title and description, newer first on a tie (never drafts or scheduled posts).',
    params: [slugParam('post')],
    responses: {
      ...always,
      200: answer('The related posts, most related first (empty when there is no other post).', {
        type: 'array',
        maxItems: 3,
        items: { $ref: '#/components/schemas/Blog' },
      }),
      304: notModified,
      ...notFound('post'),
    },
  },
  {
    method: 'POST',
    path: API.blogs.create,
    operationId: 'createBlog',
    tag: 'Blogs',
    summary:
      'Write a post: multipart text fields (status draft or published, default published; publishAt ahead of now schedules it; optional authorName, authorRole and courseSlug, a course on offer or empty to match by topic: 400 for any other) and optional image and bannerImage files (JPEG, PNG, WebP or GIF, 5 MB each).',
    admin: true,
    body: { kind: 'multipart', schema: blogSchema, files: ['image', 'bannerImage'], flags: [] },
    responses: {
      ...adminWrite,
      201: answer('Saved as asked: a draft, scheduled or published.', 'BlogAnswer'),
      409: answer('Another post took this address at the same moment.'),
    },
  },
  {
    method: 'PUT',
    path: '/api/blogs/:slug',
    operationId: 'updateBlog',
    tag: 'Blogs',
    summary:
      'Edit a post; images are kept unless replaced or removed (removeImage / removeBannerImage = "true"), and the author and course link unless sent (authorName, authorRole, courseSlug).',
    admin: true,
    params: [slugParam('post')],
    body: { kind: 'multipart', schema: blogSchema, files: ['image', 'bannerImage'], flags: ['removeImage', 'removeBannerImage'] },
    responses: {
      ...adminWrite,
      200: answer('Saved.', 'BlogAnswer'),
      ...notFound('post'),
      409: answer('The post was changed by someone else since it was opened, or its new address is taken.'),
      412: answer('The post was changed by someone else since it was opened (If-Match).'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/blogs/:slug',
    operationId: 'deleteBlog',
    tag: 'Blogs',
    summary: 'Delete a post and the images no other post uses.',
    admin: true,
    params: [slugParam('post')],
    responses: { ...adminWrite, 200: answer('Deleted.', 'Message'), ...notFound('post'), ...staleDelete('post') },
  },
  {
    method: 'GET',
    path: '/api/images/:file',
    operationId: 'getImage',
    tag: 'Blogs',
    summary: 'A stored image variant, `{sha256}-{width}.webp`; cached for a year.',
    params: [
      {
        name: 'file',
        description: 'The variant file name from a Blog image (`API.images(hash, width)`).',
        schema: { type: 'string', maxLength: 500, pattern: '^[a-f0-9]{64}-\\d{1,5}\\.webp$' },
      },
    ],
    responses: {
      ...always,
      200: { description: 'The WebP image.', content: { 'image/webp': { type: 'string', format: 'binary' } } },
      304: notModified,
      404: answer('No such image.'),
      414: tooLong,
    },
  },

  // ---------------------------------------------------------------- workshops
  {
    method: 'GET',
    path: API.workshops.list,
    operationId: 'listWorkshops',
    tag: 'Workshops',
    summary: 'Every workshop.',
    responses: {
      ...always,
      200: answer('The workshops.', { type: 'array', items: { $ref: '#/components/schemas/Workshop' } }),
      304: notModified,
    },
  },
  {
    method: 'GET',
    path: '/api/workshops/:slug',
    operationId: 'getWorkshop',
    tag: 'Workshops',
    summary: 'One workshop by its address.',
    params: [slugParam('workshop')],
    responses: { ...always, 200: answer('The workshop.', 'Workshop'), 304: notModified, ...notFound('workshop') },
  },
  {
    method: 'POST',
    path: API.workshops.list,
    operationId: 'createWorkshop',
    tag: 'Workshops',
    summary: 'Add a workshop.',
    admin: true,
    body: { kind: 'json', schema: workshopSchema },
    responses: { ...adminWrite, 201: answer('Added.', 'Workshop'), 409: answer('A workshop with this address already exists.') },
  },
  {
    method: 'PUT',
    path: '/api/workshops/:slug',
    operationId: 'updateWorkshop',
    tag: 'Workshops',
    summary: 'Edit a workshop.',
    admin: true,
    params: [slugParam('workshop')],
    body: { kind: 'json', schema: workshopSchema },
    responses: {
      ...adminWrite,
      200: answer('Saved.', 'Workshop'),
      ...notFound('workshop'),
      409: answer('The new address is taken, or the workshop was changed by someone else since it was opened.'),
      412: answer('The workshop was changed by someone else since it was opened (If-Match).'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/workshops/:slug',
    operationId: 'deleteWorkshop',
    tag: 'Workshops',
    summary: 'Delete a workshop.',
    admin: true,
    params: [slugParam('workshop')],
    responses: { ...adminWrite, 200: answer('Deleted.', 'Message'), ...notFound('workshop'), ...staleDelete('workshop') },
  },

  {
    method: 'PUT',
    path: '/api/workshops/:slug/image',
    operationId: 'uploadWorkshopImage',
    tag: 'Workshops',
    summary: "Set a workshop's picture: one file field `image` (JPEG, PNG, WebP or GIF, 5 MB), re-encoded to WebP like a post's.",
    admin: true,
    params: [slugParam('workshop')],
    body: { kind: 'multipart', schema: NO_TEXT_FIELDS, files: ['image'], flags: [] },
    responses: {
      ...adminWrite,
      200: answer('Saved: the workshop with its new image.', 'Workshop'),
      ...notFound('workshop'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/workshops/:slug/image',
    operationId: 'removeWorkshopImage',
    tag: 'Workshops',
    summary: "Take a workshop's uploaded picture away: it shows the generic workshop illustration again.",
    admin: true,
    params: [slugParam('workshop')],
    responses: { ...adminWrite, 200: answer('Saved: the workshop with the generic image.', 'Workshop'), ...notFound('workshop') },
  },

  // ---------------------------------------------------------------- courses
  {
    method: 'GET',
    path: API.courses.list,
    operationId: 'listCourses',
    tag: 'Courses',
    summary: 'The courses the institute offers, each with its next open batch (apply-by today or later in Hyderabad).',
    responses: {
      ...always,
      200: answer('The courses.', { type: 'array', items: { $ref: '#/components/schemas/CourseSummary' } }),
      304: notModified,
    },
  },
  {
    method: 'GET',
    path: '/api/courses/:slug',
    operationId: 'getCourse',
    tag: 'Courses',
    summary: 'One course with its details and the batches open for applications; an old address answers 301 to the current one.',
    params: [slugParam('course')],
    responses: {
      ...always,
      200: answer('The course.', 'Course'),
      301: { description: 'The course moved to a new address (Location).' },
      304: notModified,
      ...notFound('course'),
    },
  },
  {
    method: 'GET',
    path: API.courses.adminList,
    operationId: 'listCoursesForAdmin',
    tag: 'Courses',
    summary: 'Every course, archived ones too, with every batch (past ones too) and its lead count.',
    admin: true,
    responses: { ...adminRead, 200: answer('The courses.', { type: 'array', items: { $ref: '#/components/schemas/AdminCourse' } }) },
  },
  {
    method: 'GET',
    path: '/api/admin/courses/:slug',
    operationId: 'getCourseForAdmin',
    tag: 'Courses',
    summary: 'One course as the editor sees it (ETag: its version).',
    admin: true,
    params: [slugParam('course')],
    responses: { ...adminRead, 200: answer('The course.', 'AdminCourse'), ...notFound('course') },
  },
  {
    method: 'POST',
    path: API.courses.list,
    operationId: 'createCourse',
    tag: 'Courses',
    summary: 'Add a course (its address is made from the title unless given).',
    admin: true,
    body: { kind: 'json', schema: courseSchema },
    responses: { ...adminWrite, 201: answer('Added.', 'AdminCourse'), 409: answer('A course with this address already exists.') },
  },
  {
    method: 'PUT',
    path: '/api/courses/:slug',
    operationId: 'updateCourse',
    tag: 'Courses',
    summary: 'Edit a course; its address stays unless `slug` names a new one, and the old one then redirects.',
    admin: true,
    params: [slugParam('course')],
    body: { kind: 'json', schema: courseSchema },
    responses: {
      ...adminWrite,
      200: answer('Saved.', 'AdminCourse'),
      ...notFound('course'),
      409: answer('The new address is taken, or the course was changed by someone else since it was opened.'),
      412: answer('The course was changed by someone else since it was opened (If-Match).'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/courses/:slug',
    operationId: 'deleteCourse',
    tag: 'Courses',
    summary: 'Delete a course; one that leads asked about is archived instead (gone from the site, its leads keep its name).',
    admin: true,
    params: [slugParam('course')],
    responses: {
      ...adminWrite,
      200: answer('Deleted or archived (the message says which).', 'Message'),
      ...notFound('course'),
      409: answer('The course was changed by someone else since it was opened.'),
      412: answer('The course was changed by someone else since it was opened (If-Match).'),
    },
  },
  {
    method: 'POST',
    path: '/api/courses/:slug/batches',
    operationId: 'addCourseBatch',
    tag: 'Courses',
    summary: 'Add a batch to a course; answers the course as the editor sees it.',
    admin: true,
    params: [slugParam('course')],
    body: { kind: 'json', schema: batchSchema },
    responses: { ...adminWrite, 201: answer('Added.', 'AdminCourse'), ...notFound('course') },
  },
  {
    method: 'PUT',
    path: '/api/courses/:slug/batches/:id',
    operationId: 'updateCourseBatch',
    tag: 'Courses',
    summary: 'Edit a batch of a course; send the batch\'s `version` (or If-Match `"<version>-<id>"`) so a stale edit is refused.',
    admin: true,
    params: [slugParam('course'), batchIdParam],
    body: { kind: 'json', schema: batchSchema },
    responses: {
      ...adminWrite,
      200: answer('Saved.', 'AdminCourse'),
      ...notFound('course or batch'),
      409: answer('The batch was changed by someone else since it was opened.'),
      412: answer('The batch was changed by someone else since it was opened (If-Match).'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/courses/:slug/batches/:id',
    operationId: 'deleteCourseBatch',
    tag: 'Courses',
    summary: 'Delete a batch of a course; with If-Match, only the version the admin saw.',
    admin: true,
    params: [slugParam('course'), batchIdParam],
    responses: { ...adminWrite, 200: answer('Deleted.', 'AdminCourse'), ...notFound('course or batch'), ...staleDelete('batch') },
  },
  {
    method: 'POST',
    path: '/api/courses/:slug/brochure',
    operationId: 'requestCourseBrochure',
    tag: 'Courses',
    summary:
      "Ask for a course's brochure with a name and phone number: stored as a call-back lead about the course, answered with a download link.",
    description:
      "The lead's source page is the course page and its message says it asked for the brochure. The link works for 24 hours. " +
      'A filled `website` honeypot is answered the same and nothing is kept.',
    params: [slugParam('course')],
    body: { kind: 'json', schema: brochureRequestSchema },
    responses: {
      ...writes,
      200: answer('The lead is stored (or folded into the same request made minutes ago): the download link.', {
        type: 'object',
        required: ['message', 'url', 'expiresAt'],
        properties: {
          message: { type: 'string' },
          url: { type: 'string', description: 'The brochure PDF: `/api/courses/{slug}/brochure.pdf?t=<token>`.' },
          expiresAt: { type: 'string', format: 'date-time' },
        },
      }),
      ...notFound('course'),
      429: answer('Too many brochure requests from this network (Retry-After).'),
    },
  },
  {
    method: 'GET',
    path: '/api/courses/:slug/brochure.pdf',
    operationId: 'downloadCourseBrochure',
    tag: 'Courses',
    summary:
      "The course's brochure, an A4 PDF made from the course's data of the day (only its open batches), with a link from requestCourseBrochure.",
    description: 'Sent as an attachment (`itx-{slug}-brochure.pdf`) with Cache-Control: private, no-store.',
    params: [slugParam('course')],
    query: brochureDownloadQuerySchema,
    responses: {
      ...always,
      200: textBody('application/pdf', 'The brochure.'),
      403: answer('The link has no token, a token this server did not sign for this course, or one that has expired.'),
      ...notFound('course'),
    },
  },

  // ---------------------------------------------------------------- alumni outcomes
  {
    method: 'GET',
    path: API.alumni.stories,
    operationId: 'listAlumniStories',
    tag: 'Alumni',
    summary: "Published alumni stories (testimonials and placement stories), real ones first, newest first; or one course's.",
    description: 'A story marked `sample` is seeded example content: the site labels it "Sample" and never marks it up as a review.',
    query: alumniStoriesQuerySchema,
    responses: {
      ...always,
      200: answer('The stories.', { type: 'array', items: { $ref: '#/components/schemas/AlumniStory' } }),
      304: notModified,
      404: answer('No course answers at the `course` address.'),
    },
  },
  {
    method: 'GET',
    path: API.alumni.partners,
    operationId: 'listHiringPartners',
    tag: 'Alumni',
    summary: 'The companies that hire ITX learners, real ones first, by name.',
    responses: {
      ...always,
      200: answer('The partners.', { type: 'array', items: { $ref: '#/components/schemas/HiringPartner' } }),
      304: notModified,
    },
  },
  {
    method: 'GET',
    path: API.alumni.adminStories,
    operationId: 'listAlumniStoriesForAdmin',
    tag: 'Alumni',
    summary: 'Every alumni story, unpublished ones too, newest first.',
    admin: true,
    responses: { ...adminRead, 200: answer('The stories.', { type: 'array', items: { $ref: '#/components/schemas/AlumniStory' } }) },
  },
  {
    method: 'POST',
    path: API.alumni.adminStories,
    operationId: 'createAlumniStory',
    tag: 'Alumni',
    summary: 'Add an alumni story; its course, when named, must be a course of the catalogue.',
    admin: true,
    body: { kind: 'json', schema: alumniStorySchema },
    responses: { ...adminWrite, 201: answer('Added.', 'AlumniStory') },
  },
  {
    method: 'PUT',
    path: '/api/admin/alumni/stories/:id',
    operationId: 'updateAlumniStory',
    tag: 'Alumni',
    summary: 'Edit an alumni story; send its `version` (or If-Match `"<version>-<id>"`) so a stale edit is refused.',
    admin: true,
    params: [storyIdParam],
    body: { kind: 'json', schema: alumniStorySchema },
    responses: {
      ...adminWrite,
      200: answer('Saved.', 'AlumniStory'),
      ...notFound('alumni story'),
      409: answer('The story was changed by someone else since it was opened.'),
      412: answer('The story was changed by someone else since it was opened (If-Match).'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/admin/alumni/stories/:id',
    operationId: 'deleteAlumniStory',
    tag: 'Alumni',
    summary: 'Delete an alumni story; with If-Match, only the version the admin saw.',
    admin: true,
    params: [storyIdParam],
    responses: { ...adminWrite, 200: answer('Deleted.', 'Message'), ...notFound('alumni story'), ...staleDelete('story') },
  },
  {
    method: 'POST',
    path: API.alumni.adminPartners,
    operationId: 'addHiringPartner',
    tag: 'Alumni',
    summary: 'Add a hiring partner by name.',
    admin: true,
    body: { kind: 'json', schema: hiringPartnerSchema },
    responses: { ...adminWrite, 201: answer('Added.', 'HiringPartner'), 409: answer('The company is already listed.') },
  },
  {
    method: 'DELETE',
    path: '/api/admin/alumni/partners/:id',
    operationId: 'removeHiringPartner',
    tag: 'Alumni',
    summary: 'Remove a hiring partner.',
    admin: true,
    params: [partnerIdParam],
    responses: { ...adminWrite, 200: answer('Removed.', 'Message'), ...notFound('hiring partner') },
  },

  // ---------------------------------------------------------------- site settings
  {
    method: 'GET',
    path: API.site.settings,
    operationId: 'getSiteSettings',
    tag: 'Site',
    summary: "The site's settings that staff edit: the privacy policy's effective date.",
    responses: { ...always, 200: answer('The settings.', 'SiteSettings'), 304: notModified },
  },
  {
    method: 'GET',
    path: API.site.adminSettings,
    operationId: 'getSiteSettingsForAdmin',
    tag: 'Site',
    summary: "The site's settings with their version, for the admin's form.",
    admin: true,
    responses: { ...adminRead, 200: answer('The settings.', 'SiteSettings') },
  },
  {
    method: 'PUT',
    path: API.site.adminSettings,
    operationId: 'updateSiteSettings',
    tag: 'Site',
    summary: "Save the site's settings; send their `version` (or If-Match) so a stale save is refused.",
    description: 'The effective date must be a day of the calendar (YYYY-MM-DD), at most a year ahead.',
    admin: true,
    body: { kind: 'json', schema: siteSettingsSchema },
    responses: {
      ...adminWrite,
      200: answer('Saved.', 'SiteSettings'),
      409: answer('The settings were changed by someone else since they were opened.'),
      412: answer('The settings were changed by someone else since they were opened (If-Match).'),
    },
  },

  {
    method: 'PUT',
    path: API.site.adminLeadCourses,
    operationId: 'updateLeadCourseExtras',
    tag: 'Site',
    summary: "Save the course names the enquiry forms list besides the catalogue's; send their `version` (or If-Match).",
    description: 'At most 20 distinct names of at most 200 characters; an empty list shows the catalogue only.',
    admin: true,
    body: { kind: 'json', schema: leadCourseExtrasSchema },
    responses: {
      ...adminWrite,
      200: answer('Saved.', 'SiteSettings'),
      409: answer('The list was changed by someone else since it was opened.'),
      412: answer('The list was changed by someone else since it was opened (If-Match).'),
    },
  },

  // ---------------------------------------------------------------- admins and the audit log
  {
    method: 'GET',
    path: API.admin.admins,
    operationId: 'listAdmins',
    tag: 'Admins',
    summary: 'Every admin account, by name, with its last sign-in and live sessions.',
    admin: true,
    responses: { ...adminRead, 200: answer('The accounts.', { type: 'array', items: { $ref: '#/components/schemas/AdminAccount' } }) },
  },
  {
    method: 'PATCH',
    path: '/api/admin/admins/:id',
    operationId: 'updateAdmin',
    tag: 'Admins',
    summary: 'Disable an account (it cannot sign in and its sessions end at once) or enable it again.',
    admin: true,
    params: [adminIdParam],
    body: { kind: 'json', schema: adminAccountUpdateSchema },
    responses: {
      ...adminWrite,
      200: answer('The account as it is now.', 'AdminAccount'),
      400: answer('The input is not valid, or the account is your own.'),
      ...notFound('admin account'),
      409: answer('It is the last enabled admin account.'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/admin/admins/:id/sessions',
    operationId: 'signOutAdmin',
    tag: 'Admins',
    summary: 'Sign another admin out everywhere: every session of the account ends.',
    admin: true,
    params: [adminIdParam],
    responses: {
      ...adminWrite,
      200: answer('The account, without sessions.', 'AdminAccount'),
      400: answer('The account is your own (use Logout), or the address holds a NUL byte.'),
      ...notFound('admin account'),
    },
  },
  {
    method: 'POST',
    path: API.admin.adminCode,
    operationId: 'rotateAdminCode',
    tag: 'Admins',
    summary: 'Replace the admin code that sign-up asks for; the new code is answered once and the old one stops working.',
    admin: true,
    responses: {
      ...adminWrite,
      200: answer('The new admin code.', 'AdminCode'),
      409: answer('ADMIN_CODE is set in the environment: it is changed there.'),
    },
  },
  {
    method: 'GET',
    path: API.admin.activity,
    operationId: 'listActivity',
    tag: 'Admins',
    summary: 'The audit log: every admin write (who, what, when, the answer), newest first, by admin and by entity.',
    admin: true,
    query: activityQuerySchema,
    responses: { ...adminRead, 200: answer('One page of the log.', 'AuditList') },
  },

  // ---------------------------------------------------------------- dashboard and CRM webhook
  {
    method: 'GET',
    path: API.admin.dashboard,
    operationId: 'getDashboard',
    tag: 'Dashboard',
    summary:
      "The admin dashboard's numbers: new leads, calls and follow-ups due, leads by course, source and day, upcoming batches and workshop seats.",
    description: 'Hyderabad calendar days; the week starts on Monday. Counted by the database on every request.',
    admin: true,
    responses: { ...adminRead, 200: answer('The numbers.', 'Dashboard') },
  },
  {
    method: 'GET',
    path: API.admin.webhookDeliveries,
    operationId: 'listWebhookDeliveries',
    tag: 'Dashboard',
    summary: 'Deliveries of new leads to the CRM webhook (LEAD_WEBHOOK_URL), newest first, and whether it is configured.',
    admin: true,
    query: webhookDeliveryQuerySchema,
    responses: { ...adminRead, 200: answer('One page of deliveries.', 'WebhookDeliveryList') },
  },
  {
    method: 'POST',
    path: `${API.admin.webhookDeliveries}/:id/retry`,
    operationId: 'retryWebhookDelivery',
    tag: 'Dashboard',
    summary: 'Send a pending or failed delivery again now (a failed one gets one more attempt).',
    admin: true,
    params: [{ name: 'id', description: "The delivery's id (UUID).", schema: { type: 'string', maxLength: 500 } }],
    responses: {
      ...adminWrite,
      200: answer('The delivery, due now.', 'WebhookDelivery'),
      ...notFound('delivery'),
      409: answer('The delivery was already delivered, or the webhook is not configured.'),
    },
  },

  // ---------------------------------------------------------------- site
  {
    method: 'GET',
    path: API.health,
    operationId: 'health',
    tag: 'Site',
    summary: 'Liveness with a database round trip.',
    responses: {
      400: badInput,
      431: headersTooLarge,
      200: answer('Up.', 'Health'),
      503: answer('The database cannot be reached.', 'Health'),
    },
  },
  {
    method: 'GET',
    path: '/readyz',
    operationId: 'ready',
    tag: 'Site',
    summary: 'Readiness: may a load balancer send traffic here? 503 while starting or when the database does not answer.',
    responses: {
      400: badInput,
      431: headersTooLarge,
      200: answer('Ready.', 'Health'),
      503: answer('Starting, or the database does not answer.', 'Health'),
    },
  },
  {
    method: 'GET',
    path: '/metrics',
    operationId: 'metrics',
    tag: 'Site',
    summary: 'Prometheus metrics: from this machine, or with Authorization: Bearer METRICS_TOKEN.',
    responses: {
      400: badInput,
      431: headersTooLarge,
      200: textBody('text/plain', 'Prometheus text exposition format.'),
      401: answer('A token is set and the request did not carry it.'),
      403: answer('Not from this machine, and no METRICS_TOKEN is set.'),
    },
  },
  {
    method: 'GET',
    path: '/sitemap.xml',
    operationId: 'sitemap',
    tag: 'Site',
    summary: 'The sitemap of every public page.',
    responses: { ...always, 200: textBody('application/xml', 'The sitemap.'), 304: notModified },
  },
  {
    method: 'GET',
    path: '/robots.txt',
    operationId: 'robots',
    tag: 'Site',
    summary: 'Rules for crawlers.',
    responses: { ...always, 200: textBody('text/plain', 'robots.txt'), 304: notModified },
  },
  {
    method: 'GET',
    path: '/blogs/rss.xml',
    operationId: 'blogFeed',
    tag: 'Site',
    summary: 'RSS 2.0 feed of the posts.',
    responses: { ...always, 200: textBody('application/rss+xml', 'The feed.'), 304: notModified },
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    operationId: 'openApiDocument',
    tag: 'Site',
    summary: 'This document (OpenAPI 3.1).',
    responses: { ...always, 200: answer('The document.', { type: 'object', required: ['openapi', 'paths'] }) },
  },
  {
    method: 'GET',
    path: '/api/docs',
    operationId: 'apiReference',
    tag: 'Site',
    summary: 'This document as a readable page.',
    responses: { ...always, 200: textBody('text/html', 'The reference page.') },
  },
];

/** Routes that are not part of the API: the SPA's pages, static files and the old /bootcamps link. */
export const NOT_API = [
  { method: 'GET', path: '/bootcamps' },
  { method: 'GET', path: BOOT_SCRIPT.path },
  { method: 'GET', path: '/*' },
] as const;
