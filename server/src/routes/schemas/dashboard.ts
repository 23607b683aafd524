import {
  COURSE_MODES,
  GO_LIVE_ITEMS,
  LEAD_FORMS,
  WEBHOOK_DELIVERY_STATUSES,
  type DashboardDto,
  type GoLiveDto,
  type LeadFunnelDto,
  FUNNEL_PERIODS,
  LEAD_STAGE_KINDS,
  type WebhookDeliveryDto,
  type WebhookDeliveryListResponse,
} from '@contract';
import { ref, type Agrees, type Assert } from '../../openapi/schema';

/** The admin dashboard's and the CRM webhook's answers (issue 20; routes/admin/dashboard.ts, routes/admin/webhook.ts). */

const str = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const day = { type: 'string', format: 'date' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });

const countRow = {
  type: 'object',
  required: ['label', 'count'],
  properties: { label: str, count },
  additionalProperties: false,
} as const;

export const dashboardSchemaOut = {
  $id: 'Dashboard',
  type: 'object',
  required: [
    'today',
    'weekStart',
    'newLeads',
    'awaitingFirstCall',
    'followUpsDue',
    'flagged',
    'byCourse',
    'bySource',
    'perDay',
    'upcomingBatches',
    'upcomingWorkshops',
    'retentionDue',
  ],
  properties: {
    today: { ...day, description: 'The Hyderabad calendar day the numbers are for.' },
    weekStart: { ...day, description: 'Monday of this week (Hyderabad).' },
    newLeads: {
      type: 'object',
      required: ['today', 'thisWeek'],
      properties: { today: count, thisWeek: count },
      additionalProperties: false,
    },
    awaitingFirstCall: { ...count, description: "Leads at status 'new'." },
    followUpsDue: { ...count, description: 'Follow-up day today or earlier, not enrolled or closed.' },
    flagged: {
      type: 'object',
      required: ['courseNotOffered', 'sessionNotListed'],
      properties: { courseNotOffered: count, sessionNotListed: count },
      additionalProperties: false,
      description: 'Leads of the last 30 days kept with a flag: a course not in the catalogue, a session label that matched none.',
    },
    byCourse: { type: 'array', items: countRow, description: 'Call-back leads of the last 30 days by catalogue course, most first.' },
    bySource: {
      type: 'array',
      description: 'Leads of the last 30 days by utm_source, else page, else Direct; most first.',
      items: {
        type: 'object',
        required: ['kind', 'label', 'count'],
        properties: { kind: { type: 'string', enum: ['utm', 'page', 'direct'] }, label: str, count },
        additionalProperties: false,
      },
    },
    perDay: {
      type: 'array',
      description: 'The last 30 Hyderabad days, oldest first, with their leads per form.',
      items: {
        type: 'object',
        required: ['day', 'counts'],
        properties: {
          day,
          counts: {
            type: 'object',
            required: [...LEAD_FORMS],
            properties: Object.fromEntries(LEAD_FORMS.map((f) => [f, count])),
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
    },
    upcomingBatches: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'courseTitle', 'courseSlug', 'startDate', 'applyBy', 'mode', 'seats'],
        properties: {
          id: str,
          courseTitle: str,
          courseSlug: str,
          startDate: day,
          applyBy: day,
          mode: { type: 'string', enum: [...COURSE_MODES] },
          seats: nullable({ type: 'integer' }),
        },
        additionalProperties: false,
      },
    },
    upcomingWorkshops: {
      type: 'array',
      items: {
        type: 'object',
        required: ['slug', 'title', 'startsAt', 'capacity', 'seatsTaken', 'waitlist'],
        properties: {
          slug: str,
          title: str,
          startsAt: dateTime,
          capacity: nullable({ type: 'integer' }),
          seatsTaken: count,
          waitlist: count,
        },
        additionalProperties: false,
      },
    },
    retentionDue: {
      type: 'object',
      description: 'Leads the retention rules (Site settings) will erase within the next 30 days, by kind.',
      required: ['callBacks', 'applications', 'registrations'],
      properties: { callBacks: count, applications: count, registrations: count },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

const funnelCounts = { leads: count, contacted: count, enrolled: count, lost: count } as const;
const funnelRow = {
  type: 'object',
  required: ['label', 'leads', 'contacted', 'enrolled', 'lost'],
  properties: { label: str, ...funnelCounts },
  additionalProperties: false,
} as const;

export const leadFunnelSchemaOut = {
  $id: 'LeadFunnel',
  type: 'object',
  required: ['days', 'since', 'today', 'total', 'stages', 'byCourse', 'bySource', 'lostReasons'],
  properties: {
    days: { type: 'integer', enum: [...FUNNEL_PERIODS] },
    since: { ...day, description: 'The first Hyderabad day counted.' },
    today: { ...day, description: 'The last Hyderabad day counted.' },
    total: {
      type: 'object',
      description:
        'Enquiries and workshop registrations of the period, and how far they got: contacted (left New, or a call logged), enrolled, lost.',
      required: ['leads', 'contacted', 'enrolled', 'lost'],
      properties: funnelCounts,
      additionalProperties: false,
    },
    stages: {
      type: 'array',
      description: 'Each stage in order: the leads that reached it or a later one (null for Lost), and those at it now.',
      items: {
        type: 'object',
        required: ['id', 'label', 'kind', 'reached', 'now'],
        properties: {
          id: str,
          label: str,
          kind: { type: 'string', enum: [...LEAD_STAGE_KINDS] },
          reached: nullable(count),
          now: count,
        },
        additionalProperties: false,
      },
    },
    byCourse: { type: 'array', items: funnelRow, description: 'By catalogue course or workshop, most leads first.' },
    bySource: {
      type: 'array',
      description: 'By utm_source, else page, else Direct; most leads first.',
      items: {
        type: 'object',
        required: ['kind', 'label', 'leads', 'contacted', 'enrolled', 'lost'],
        properties: { kind: { type: 'string', enum: ['utm', 'page', 'direct'] }, label: str, ...funnelCounts },
        additionalProperties: false,
      },
    },
    lostReasons: { type: 'array', items: countRow, description: 'The lost leads by reason, most first.' },
  },
  additionalProperties: false,
} as const;

export const webhookDeliverySchemaOut = {
  $id: 'WebhookDelivery',
  type: 'object',
  required: ['id', 'leadId', 'leadName', 'status', 'attempts', 'lastStatusCode', 'lastError', 'createdAt', 'deliveredAt', 'nextAttemptAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    leadId: { type: 'string', format: 'uuid' },
    leadName: str,
    status: { type: 'string', enum: [...WEBHOOK_DELIVERY_STATUSES] },
    attempts: count,
    lastStatusCode: nullable({ type: 'integer' }),
    lastError: nullable(str),
    createdAt: dateTime,
    deliveredAt: nullable(dateTime),
    nextAttemptAt: { ...nullable(dateTime), description: 'When a pending delivery is tried next; null once delivered or failed.' },
  },
  additionalProperties: false,
} as const;

export const webhookDeliveryListSchemaOut = {
  $id: 'WebhookDeliveryList',
  type: 'object',
  required: ['configured', 'target', 'items', 'total', 'page', 'pageSize'],
  properties: {
    configured: { type: 'boolean', description: 'Whether LEAD_WEBHOOK_URL is set.' },
    target: { ...nullable(str), description: "The webhook URL's origin (never its path, query or secret)." },
    items: { type: 'array', items: ref('WebhookDelivery') },
    total: count,
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1 },
  },
  additionalProperties: false,
} as const;

export const goLiveSchemaOut = {
  $id: 'GoLive',
  type: 'object',
  required: ['ready', 'items'],
  properties: {
    ready: { type: 'boolean', description: 'True when every item is done (the dashboard then stops showing the list).' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'label', 'done', 'detail', 'href'],
        properties: {
          id: { type: 'string', enum: [...GO_LIVE_ITEMS] },
          label: str,
          done: { type: 'boolean' },
          detail: { ...str, description: 'What is left, or what made it done.' },
          href: { ...nullable(str), description: 'The admin page where it is edited; null for a server setting.' },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export type DashboardSchemaChecks = [
  Assert<Agrees<typeof goLiveSchemaOut, GoLiveDto>>,
  Assert<Agrees<typeof dashboardSchemaOut, DashboardDto>>,
  Assert<Agrees<typeof leadFunnelSchemaOut, LeadFunnelDto>>,
  Assert<Agrees<typeof webhookDeliverySchemaOut, WebhookDeliveryDto>>,
  Assert<Agrees<typeof webhookDeliveryListSchemaOut, WebhookDeliveryListResponse>>,
];
