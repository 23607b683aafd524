export { YourDataPage } from './ui/your-data-page';
