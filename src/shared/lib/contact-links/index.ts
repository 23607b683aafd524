export { CONTACT_PHONE, demoHref, whatsAppHref, whatsAppText } from './contact-links';
