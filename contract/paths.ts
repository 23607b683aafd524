/** HTTP paths of docs/product.md §7 (letter case exactly as there) and of our additions. */
export const API = {
  auth: {
    check: '/apiauth/check',
    logout: '/apiauth/logout',
    signup: '/apiauth/signup',
    login: '/apiauth/login',
    forgotPassword: '/apiauth/forgotpassword',
    resetPassword: (id: string, token: string) => `/apiauth/resetpassword/${encodeURIComponent(id)}/${encodeURIComponent(token)}`,
  },
  leads: {
    capture: (formKey: string, formId: string) => `/api/FormLeadCapture/${encodeURIComponent(formKey)}/${encodeURIComponent(formId)}`,
    list: '/api/leads',
    exportCsv: '/api/leads/export.csv',
    status: (id: string) => `/api/leads/${encodeURIComponent(id)}/status`,
    /** GET the lead with its notes and history; PATCH its status, owner or follow-up day. */
    one: (id: string) => `/api/leads/${encodeURIComponent(id)}`,
    notes: (id: string) => `/api/leads/${encodeURIComponent(id)}/notes`,
    /** GET: a file kept with the lead (an applicant's CV), as an attachment. */
    file: (id: string, fileId: string) => `/api/leads/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`,
    /** POST: one status or owner change on many selected leads. */
    bulk: '/api/leads/bulk',
  },
  /** The admin workspace (issue 20). */
  admin: {
    dashboard: '/api/admin/dashboard',
    /** GET (anyone who works leads), PUT (the Owner): the leads pipeline's settings (issue 43, LEAD_TASK_API.settings). */
    leadPipeline: '/api/admin/lead-pipeline',
    /** GET `?days=30|90`: the leads funnel (issue 43), by course and by source, with the lost reasons. */
    leadFunnel: '/api/admin/lead-funnel',
    /** GET: the "Before you go live" checklist (samples still shown, settings not configured). */
    goLive: '/api/admin/go-live',
    /** POST one picture (multipart field `image`): stored re-encoded, its `path` then saved in a course, story or partner. */
    images: '/api/admin/images',
    webhookDeliveries: '/api/admin/webhook-deliveries',
    admins: '/api/admin/admins',
    /** PATCH `{ disabled }`. */
    adminOne: (id: string) => `/api/admin/admins/${encodeURIComponent(id)}`,
    /** DELETE: signs the admin out everywhere. */
    adminSessions: (id: string) => `/api/admin/admins/${encodeURIComponent(id)}/sessions`,
    /** POST: a new admin code, shown once. */
    adminCode: '/api/admin/admin-code',
    activity: '/api/admin/activity',
    /** GET: which role sign-up codes are issued. */
    roleCodes: '/api/admin/role-codes',
    /** POST: a new sign-up code for Counsellors or Editors, shown once (the old one stops working); DELETE: withdraw it. */
    roleCode: (role: string) => `/api/admin/role-codes/${encodeURIComponent(role)}`,
    /** POST: send a pending or failed CRM webhook delivery again now. */
    webhookRetry: (id: string) => `/api/admin/webhook-deliveries/${encodeURIComponent(id)}/retry`,
  },
  careers: {
    list: '/api/Career/jobs',
    one: (slug: string) => `/api/career/job/slug/${encodeURIComponent(slug)}`,
    create: '/api/Career/create-job',
    update: (slug: string) => `/api/Career/updatejobs/${encodeURIComponent(slug)}`,
    remove: (slug: string) => `/api/Career/deletejobs/${encodeURIComponent(slug)}`,
    adminList: '/api/Career/admin/jobs',
  },
  blogs: {
    list: '/api/blogs/getBlogs',
    one: (slug: string) => `/api/blogs/blogs/${encodeURIComponent(slug)}`,
    /** GET: up to 3 other published posts, those linked to the same course first (issue 21). */
    related: (slug: string) => `/api/blogs/blogs/${encodeURIComponent(slug)}/related`,
    create: '/api/blogs/create-blog',
    update: (slug: string) => `/api/blogs/${encodeURIComponent(slug)}`,
    remove: (slug: string) => `/api/blogs/${encodeURIComponent(slug)}`,
    /** Every post, drafts and scheduled ones included, with its status (admin session). */
    adminList: '/api/admin/blogs',
  },
  workshops: {
    list: '/api/workshops',
    one: (slug: string) => `/api/workshops/${encodeURIComponent(slug)}`,
    image: (slug: string) => `/api/workshops/${encodeURIComponent(slug)}/image`,
  },
  courses: {
    list: '/api/courses',
    one: (slug: string) => `/api/courses/${encodeURIComponent(slug)}`,
    batches: (slug: string) => `/api/courses/${encodeURIComponent(slug)}/batches`,
    batch: (slug: string, id: string) => `/api/courses/${encodeURIComponent(slug)}/batches/${encodeURIComponent(id)}`,
    adminList: '/api/admin/courses',
    adminOne: (slug: string) => `/api/admin/courses/${encodeURIComponent(slug)}`,
    /** POST: a name and phone (a call-back lead) for the course's brochure download link (issue 21). */
    brochure: (slug: string) => `/api/courses/${encodeURIComponent(slug)}/brochure`,
    /** GET with `?t=<token>` from that link: the brochure PDF, made from the course's data. */
    brochurePdf: (slug: string) => `/api/courses/${encodeURIComponent(slug)}/brochure.pdf`,
  },
  /** Alumni outcomes (issue 21): public reads of published stories and partners; the writes are admin-only. */
  alumni: {
    /** GET: published stories, real ones first then newest; `?course=<slug>` for one course's. */
    stories: '/api/alumni/stories',
    partners: '/api/alumni/partners',
    /** GET every story (unpublished too); POST a new one. */
    adminStories: '/api/admin/alumni/stories',
    /** PUT (with `version` or If-Match) or DELETE one story. */
    adminStory: (id: string) => `/api/admin/alumni/stories/${encodeURIComponent(id)}`,
    /** POST a partner. */
    adminPartners: '/api/admin/alumni/partners',
    /** DELETE a partner. */
    adminPartner: (id: string) => `/api/admin/alumni/partners/${encodeURIComponent(id)}`,
    /** PUT `{ logo }`: a partner's uploaded logo, or '' for none. */
    adminPartnerLogo: (id: string) => `/api/admin/alumni/partners/${encodeURIComponent(id)}/logo`,
  },
  /** The site's settings (the privacy policy's effective date): a public read; the admin's read and save. */
  site: {
    settings: '/api/site/settings',
    /** GET the settings with their version; PUT them (with `version` or If-Match). */
    adminSettings: '/api/admin/site-settings',
    /** PUT the enquiry forms' extra course names (with `version` or If-Match). */
    adminLeadCourses: '/api/admin/site-settings/lead-courses',
    /** PUT the institute's contact facts (with `version` or If-Match). */
    adminContact: '/api/admin/site-settings/contact',
    /** PUT the headline figures with their bases (with `version` or If-Match). */
    adminFigures: '/api/admin/site-settings/figures',
    /** PUT the home and about pages' texts (with `version` or If-Match); GET `…/copy/revisions`: their saved versions, newest first. */
    adminCopy: '/api/admin/site-settings/copy',
  },
  images: (hash: string, width: number) => `/api/images/${hash}-${width}.webp`,
  /** One stored image variant by its file name (`images` builds it). */
  imageFile: (file: string) => `/api/images/${encodeURIComponent(file)}`,
  health: '/healthz',
  ready: '/readyz',
  metrics: '/metrics',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  blogFeed: '/blogs/rss.xml',
  /** The OpenAPI 3.1 document and its readable page. */
  openApi: '/api/openapi.json',
  docs: '/api/docs',
} as const;

const SLOT = '\u0001';

/** The route pattern of a path builder, as Fastify writes it: `routePath(API.courses.batch, 'slug', 'id')` is `/api/courses/:slug/batches/:id`. */
export function routePath<A extends string[]>(build: (...args: A) => string, ...names: A): string {
  return build(...(names.map((n) => `${SLOT}${n}`) as A)).replace(/%01(\w+)/g, ':$1');
}
