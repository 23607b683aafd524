export { CareersPage } from './ui/careers-page';
export { careersLoader } from './api/loader';
