const DATE_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** An instant in Hyderabad time, as the admin pages show it ("20 Nov 2026, 3:30 pm"). */
export function formatAdminTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
