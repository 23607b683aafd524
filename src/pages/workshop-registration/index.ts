export { WorkshopRegistrationPage } from './ui/workshop-registration-page';
