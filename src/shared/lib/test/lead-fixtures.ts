import type { AdminAccountDto, LeadDto } from '@contract';

/**
 * A lead as the admin list returns it: Ravi Kumar's call-back request about Data Science from the enrolment
 * page, new, with no owner and no follow-up, shown notice version 2 and no news and offers. Tests override what they are about.
 */
export function leadDto(overrides: Partial<LeadDto> = {}): LeadDto {
  return {
    id: '0b6f2a1e-6f7e-4a53-9c1b-2f4a5e6d7c8b',
    form: 'call-back',
    name: 'Ravi Kumar',
    email: 'ravi@example.in',
    countryCode: '+91',
    phone: '9876543210',
    interest: 'Data Science',
    session: null,
    message: null,
    sourcePage: '/enrollnow',
    utm: {},
    status: 'new',
    lostReason: null,
    waitlist: false,
    flag: null,
    ownerId: null,
    ownerName: null,
    followUpOn: null,
    consent: { noticeVersion: 2, purposes: ['call-back'], page: '/enrollnow', at: '2026-11-20T10:00:00.000Z' },
    legalHold: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** An admin account as the admins list returns it (e-mail made from its id), enabled unless `disabled`. */
export function adminAccountDto(id: string, name: string, disabled = false): AdminAccountDto {
  return {
    id,
    name,
    email: `${id}@itx.test`,
    disabled,
    lastSignInAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    activeSessions: 0,
    role: 'admin',
    noticeVersion: null,
    noticeAt: null,
  };
}
