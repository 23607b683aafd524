export { WorkshopRegistrationForm, SESSION_PLACEHOLDER } from './ui/workshop-registration-form';
