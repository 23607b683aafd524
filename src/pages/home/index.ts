export { HomePage } from './ui/home-page';
export { homeLoader } from './api/loader';
