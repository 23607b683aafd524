import { STAFF_ROLES, type CheckResponse, type UserDto } from '@contract';
import { answerWith, ref, str, type Agrees, type Assert } from '../../openapi/schema';

/** Sign-in's answers (routes/apiauth). */

export const userSchema = {
  $id: 'User',
  type: 'object',
  required: ['id', 'name', 'email', 'phone', 'role', 'staffRole'],
  properties: {
    id: str,
    name: str,
    email: str,
    phone: str,
    role: { type: 'string', enum: ['admin'] },
    staffRole: { type: 'string', enum: STAFF_ROLES, description: 'What the account may use: owner, admin, counsellor or editor.' },
  },
  additionalProperties: false,
} as const;

export const userAnswerSchema = answerWith('UserAnswer', 'user', 'User');

export const checkSchema = {
  $id: 'Check',
  oneOf: [
    {
      type: 'object',
      required: ['ok', 'user'],
      properties: { ok: { const: true }, user: ref('User') },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['ok', 'user', 'message'],
      properties: { ok: { const: false }, user: { type: 'null' }, message: str },
      additionalProperties: false,
    },
  ],
} as const;

export type AuthSchemaChecks = [
  Assert<Agrees<typeof userSchema, UserDto>>,
  Assert<Agrees<(typeof checkSchema)['oneOf'][0], Extract<CheckResponse, { ok: true }>>>,
  Assert<Agrees<(typeof checkSchema)['oneOf'][1], Extract<CheckResponse, { ok: false }>>>,
];
