import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { siteFacts, type SiteContact, type SiteFacts } from '@contract';

/** Before Site settings are read (an admin page's first moment): no facts, never made-up ones. */
const NO_FACTS = siteFacts({
  name: '',
  legalName: '',
  tagline: '',
  email: '',
  phones: [],
  whatsapp: '',
  address: { street: '', locality: '', region: '', postalCode: '', country: 'IN' },
  directions: '',
  geo: { latitude: 0, longitude: 0 },
  officeHours: { days: [], opens: '00:00', closes: '00:00' },
  social: [],
  grievance: { name: '', email: '', phone: '' },
});

const SiteFactsContext = createContext<SiteFacts>(NO_FACTS);

/**
 * The institute's contact facts as staff keep them in Site settings (issue 41), for every page, the header,
 * the footer and the head's structured data. The app frame gives the settings it read (a public page's
 * loader reads them before the page renders); until they arrive, none.
 */
export function SiteFactsProvider({ contact, children }: { contact: SiteContact | undefined; children: ReactNode }) {
  const facts = useMemo(() => (contact ? siteFacts(contact) : NO_FACTS), [contact]);
  return <SiteFactsContext.Provider value={facts}>{children}</SiteFactsContext.Provider>;
}

/** The contact facts, with their texts (opening hours, closed days) and links (map) made. */
export function useSiteFacts(): SiteFacts {
  return useContext(SiteFactsContext);
}
