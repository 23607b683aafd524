import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_SITE_FACTS, siteFacts, type SiteContact, type SiteFacts } from '@contract';

const SiteFactsContext = createContext<SiteFacts>(DEFAULT_SITE_FACTS);

/**
 * The institute's contact facts as staff keep them in Site settings (issue 41), for every page, the header,
 * the footer and the head's structured data. The app frame gives the settings it read; until they arrive
 * (a settings request that failed), the seeded facts.
 */
export function SiteFactsProvider({ contact, children }: { contact: SiteContact | undefined; children: ReactNode }) {
  const facts = useMemo(() => (contact ? siteFacts(contact) : DEFAULT_SITE_FACTS), [contact]);
  return <SiteFactsContext.Provider value={facts}>{children}</SiteFactsContext.Provider>;
}

/** The contact facts, with their texts (opening hours, closed days) and links (map) made. */
export function useSiteFacts(): SiteFacts {
  return useContext(SiteFactsContext);
}
