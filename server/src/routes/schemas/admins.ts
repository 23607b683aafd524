import {
  SIGNUP_CODE_ROLES,
  STAFF_ROLES,
  type AdminAccountDto,
  type AdminCodeResponse,
  type AuditEntryDto,
  type AuditListResponse,
  type RoleCodeStatusDto,
} from '@contract';
import { dateTime, int, nullable, ref, str, type Agrees, type Assert } from '../../openapi/schema';

/** Admin accounts and the audit log (routes/admin/admins.ts, routes/admin/activity.ts). */

export const adminAccountSchemaOut = {
  $id: 'AdminAccount',
  type: 'object',
  required: ['id', 'name', 'email', 'disabled', 'lastSignInAt', 'createdAt', 'activeSessions', 'role', 'noticeVersion', 'noticeAt'],
  properties: {
    id: str,
    name: str,
    email: str,
    disabled: { type: 'boolean', description: 'Disabled by another admin: cannot sign in.' },
    lastSignInAt: nullable(dateTime),
    createdAt: dateTime,
    activeSessions: { type: 'integer', minimum: 0, description: 'Sessions not yet expired.' },
    role: { type: 'string', enum: STAFF_ROLES, description: 'What the account may use: owner, admin, counsellor or editor.' },
    noticeVersion: { ...nullable(int), description: 'The privacy notice its sign-up form showed; null: none sent.' },
    noticeAt: nullable(dateTime),
  },
  additionalProperties: false,
} as const;

export const adminCodeSchemaOut = {
  $id: 'AdminCode',
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', description: 'The new admin code: shown once, never stored in the log.' } },
  additionalProperties: false,
} as const;

export const roleCodeStatusSchemaOut = {
  $id: 'RoleCodeStatus',
  type: 'object',
  required: ['role', 'issuedAt'],
  properties: {
    role: { type: 'string', enum: SIGNUP_CODE_ROLES },
    issuedAt: { ...nullable(dateTime), description: 'When the code in force was issued; null: none (sign-up with it is refused).' },
  },
  additionalProperties: false,
} as const;

export const auditEntrySchemaOut = {
  $id: 'AuditEntry',
  type: 'object',
  required: ['id', 'actorId', 'actorName', 'action', 'entity', 'entityId', 'summary', 'statusCode', 'createdAt'],
  properties: {
    id: str,
    actorId: nullable(str),
    actorName: str,
    action: { type: 'string', description: 'The request: method and path, without its query string.' },
    entity: str,
    entityId: nullable(str),
    summary: str,
    statusCode: int,
    createdAt: dateTime,
  },
  additionalProperties: false,
} as const;

export const auditListSchemaOut = {
  $id: 'AuditList',
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: ref('AuditEntry') },
    total: int,
    page: int,
    pageSize: int,
  },
  additionalProperties: false,
} as const;

export type AdminSchemaChecks = [
  Assert<Agrees<typeof adminAccountSchemaOut, AdminAccountDto>>,
  Assert<Agrees<typeof adminCodeSchemaOut, AdminCodeResponse>>,
  Assert<Agrees<typeof roleCodeStatusSchemaOut, RoleCodeStatusDto>>,
  Assert<Agrees<typeof auditEntrySchemaOut, AuditEntryDto>>,
  Assert<Agrees<typeof auditListSchemaOut, AuditListResponse>>,
];
