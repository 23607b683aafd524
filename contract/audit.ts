import * as yup from 'yup';
import './yup-safe';
import { pagingQueryFields, type PagedList } from './paging';

/** One recorded admin write (issue 20's audit log): who, what, when, and how the server answered. */
export interface AuditEntryDto {
  id: string;
  /** null once the account was deleted; the name stays. */
  actorId: string | null;
  actorName: string;
  /** "PATCH /api/admin/admins/…": the request's method and path, without its query string. */
  action: string;
  /** What was written: one of AUDIT_ENTITIES for today's routes. */
  entity: string;
  /** The slug or id of the record written, when the route names one. */
  entityId: string | null;
  /** One line: "Updated job senior-react-developer", "Refused (409): …". */
  summary: string;
  statusCode: number;
  /** ISO instant. */
  createdAt: string;
}

export type AuditListResponse = PagedList<AuditEntryDto>;

/** The entities the admin routes write, as the audit log names them. */
export const AUDIT_ENTITIES = [
  'job',
  'blog',
  'workshop',
  'course',
  'batch',
  'lead',
  'admin',
  'admin-code',
  'role-code',
  'webhook',
  'session',
  'alumni-story',
  'hiring-partner',
  'site-settings',
  'picture',
  'privacy-request',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  job: 'Jobs',
  blog: 'Blogs',
  workshop: 'Workshops',
  course: 'Courses',
  batch: 'Batches',
  lead: 'Leads',
  admin: 'Admin accounts',
  'admin-code': 'Admin code',
  'role-code': 'Role sign-up codes',
  webhook: 'Webhook',
  session: 'Sign-in and logout',
  'alumni-story': 'Alumni stories',
  'hiring-partner': 'Hiring partners',
  'site-settings': 'Site settings',
  picture: 'Pictures',
  'privacy-request': 'Privacy requests',
};

export const AUDIT_PAGE_SIZE_MAX = 100;
/** Deep pages are refused rather than scanned (narrow the filters instead). */
export const AUDIT_MAX_PAGE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENTITY = /^[a-z][a-z-]{0,39}$/;

/** Query of GET API.admin.activity: newest first, filtered by admin and by entity. */
export const activityQuerySchema = yup.object({
  ...pagingQueryFields(AUDIT_MAX_PAGE, AUDIT_PAGE_SIZE_MAX),
  /** An admin's id. */
  actor: yup
    .string()
    .trim()
    .optional()
    .test('actor', "Admin must be an admin's id.", (v) => !v || UUID.test(v)),
  entity: yup
    .string()
    .trim()
    .optional()
    .test('entity', 'Entity must be a name such as job, blog or lead.', (v) => !v || ENTITY.test(v)),
});
export type ActivityQuery = yup.InferType<typeof activityQuerySchema>;
