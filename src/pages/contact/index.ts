export { ContactPage } from './ui/contact-page';
