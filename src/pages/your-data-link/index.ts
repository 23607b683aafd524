export { YourDataLinkPage } from './ui/your-data-link-page';
