import type { PageCopy } from '@contract';
import { useGetSiteSettingsQuery } from '../api/site-api';

/**
 * The home and about pages' texts as staff keep them in Site settings (issue 41). The server renders every page
 * with the settings already read; undefined only while a browser's request for them has not answered (the
 * defaults stay out of the first page's JavaScript: the server sends them when nothing is saved).
 */
export function useSiteCopy(): PageCopy | undefined {
  return useGetSiteSettingsQuery(undefined).data?.copy.copy;
}
