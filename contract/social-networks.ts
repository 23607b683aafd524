/* Kept apart from site.ts: only the admin form and the schema need the hosts, not every page. */

/** The social networks a link may point to, each with the hosts that are its own (a link elsewhere is refused). */
export const SOCIAL_NETWORKS = {
  Instagram: ['instagram.com'],
  X: ['x.com', 'twitter.com'],
  Threads: ['threads.net', 'threads.com'],
  Facebook: ['facebook.com'],
  LinkedIn: ['linkedin.com'],
  YouTube: ['youtube.com'],
} as const satisfies Record<string, readonly string[]>;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
