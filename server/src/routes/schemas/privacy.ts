import {
  LEAD_FORMS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestDto,
  type PrivacyRequestListResponse,
  type YourDataDto,
} from '@contract';
import { dateTime, nullable, ref, str, type Agrees, type Assert } from '../../openapi/schema';
import { leadConsentSchemaOut } from './leads';

/** "Your data" and staff's privacy requests (routes/api/your-data.ts, routes/admin/privacy.ts). */

export const privacyRequestSchemaOut = {
  $id: 'PrivacyRequest',
  type: 'object',
  required: ['id', 'kind', 'status', 'subject', 'detail', 'createdAt', 'dueAt', 'handledBy', 'handledAt'],
  properties: {
    id: str,
    kind: { type: 'string', enum: [...PRIVACY_REQUEST_KINDS] },
    status: { type: 'string', enum: [...PRIVACY_REQUEST_STATUSES] },
    subject: { ...nullable(str), description: 'Who asked ("email …", "phone +…"); null once their data is erased.' },
    detail: str,
    createdAt: dateTime,
    dueAt: dateTime,
    handledBy: { ...nullable(str), description: 'The admin who completed it; null when the person’s own action did, or while open.' },
    handledAt: nullable(dateTime),
  },
  additionalProperties: false,
} as const;

export const privacyRequestListSchemaOut = {
  $id: 'PrivacyRequestList',
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: ref('PrivacyRequest') } },
  additionalProperties: false,
} as const;

const yourRecordSchemaOut = {
  type: 'object',
  required: [
    'id',
    'form',
    'name',
    'email',
    'countryCode',
    'phone',
    'interest',
    'session',
    'message',
    'status',
    'consent',
    'cvFileName',
    'notes',
    'createdAt',
  ],
  properties: {
    id: str,
    form: { type: 'string', enum: [...LEAD_FORMS] },
    name: str,
    email: str,
    countryCode: str,
    phone: str,
    interest: str,
    session: nullable(str),
    message: nullable(str),
    status: str,
    consent: leadConsentSchemaOut,
    cvFileName: nullable(str),
    notes: {
      type: 'array',
      items: { type: 'object', required: ['body', 'at'], properties: { body: str, at: dateTime }, additionalProperties: false },
    },
    createdAt: dateTime,
  },
  additionalProperties: false,
} as const;

export const yourDataSchemaOut = {
  $id: 'YourData',
  type: 'object',
  required: ['subject', 'records', 'requests', 'nominee', 'expiresAt'],
  properties: {
    subject: str,
    records: { type: 'array', items: yourRecordSchemaOut },
    requests: { type: 'array', items: ref('PrivacyRequest') },
    nominee: nullable({
      type: 'object',
      required: ['name', 'contact'],
      properties: { name: str, contact: str },
      additionalProperties: false,
    }),
    expiresAt: dateTime,
  },
  additionalProperties: false,
} as const;

export type PrivacySchemasAgree = [
  Assert<Agrees<typeof privacyRequestSchemaOut, PrivacyRequestDto>>,
  Assert<Agrees<typeof privacyRequestListSchemaOut, PrivacyRequestListResponse>>,
  Assert<Agrees<typeof yourDataSchemaOut, YourDataDto>>,
];
