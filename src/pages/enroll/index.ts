export { EnrollPage } from './ui/enroll-page';
