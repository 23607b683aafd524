/*
 * A workshop registration's own link (issue 43): its page and API. Apart from paths.ts and routes.ts, so a
 * visitor's first page does not carry them (only the registration's page and the server use them).
 */

/** The page a registration's e-mails link to: see it, cancel it. */
export const registrationPage = (id: string, token: string) => `/workshop-registration/${id}/${token}`;

export const REGISTRATION_API = {
  /** GET: the registration as its own link shows it. */
  one: (id: string, token: string) => `/api/workshop-registrations/${encodeURIComponent(id)}/${encodeURIComponent(token)}`,
  /** POST: cancel it (its seat goes to the first one waiting). */
  cancel: (id: string, token: string) => `/api/workshop-registrations/${encodeURIComponent(id)}/${encodeURIComponent(token)}/cancel`,
} as const;
