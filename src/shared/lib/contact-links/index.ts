export { demoHref, whatsAppHref, whatsAppText } from './contact-links';
export { SiteFactsProvider, useSiteFacts } from './site-facts';
