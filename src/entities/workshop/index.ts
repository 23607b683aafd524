// The endpoints and every hook and type they come with (the api file exports nothing else).
export * from './api/workshop-api';
export { seatsLeftLabel, workshopAvailability, WORKSHOP_STATUS_LABELS } from './lib/availability';
export { WorkshopCard } from './ui/workshop-card';
