/**
 * "Your data" (issue 42): a person's own view of what the institute holds, opened by a link sent by e-mail.
 * A module apart from API (paths.ts is in the first page's JavaScript), so only the pages that use them carry these addresses.
 */
export const YOUR_DATA_API = {
  /** POST `{ contact }`: mail a link (the answer is the same whether or not anything is held). */
  link: '/api/your-data/link',
  /** POST: open the link (once); sets the view's cookie and answers the data. */
  open: (id: string, token: string) => `/api/your-data/open/${encodeURIComponent(id)}/${encodeURIComponent(token)}`,
  /** GET the data (the view's cookie); DELETE ends the view. */
  view: '/api/your-data',
  exportJson: '/api/your-data/export.json',
  exportPdf: '/api/your-data/export.pdf',
  /** PUT `{ name, email, countryCode, phone }`. */
  details: '/api/your-data/details',
  /** POST: withdraw consent to news and offers. */
  withdraw: '/api/your-data/withdraw',
  /** POST: ask for erasure. */
  erasure: '/api/your-data/erasure',
  /** PUT `{ name, contact }`. */
  nominee: '/api/your-data/nominee',
} as const;

/** Staff's privacy requests (issue 42). */
export const PRIVACY_ADMIN_API = {
  /** GET: every "Your data" request, open ones first. */
  requests: '/api/admin/privacy-requests',
  /** POST: complete an open request (an erasure erases the person's data). */
  complete: (id: string) => `/api/admin/privacy-requests/${encodeURIComponent(id)}/complete`,
  /** PUT how long personal data is kept (Site settings; with `version` or If-Match). */
  retention: '/api/admin/site-settings/retention',
} as const;
