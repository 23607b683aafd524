export {
  workshopApi,
  useGetWorkshopsQuery,
  useGetWorkshopQuery,
  useCreateWorkshopMutation,
  useUpdateWorkshopMutation,
  useDeleteWorkshopMutation,
} from './api/workshop-api';
export { seatsLeftLabel, workshopAvailability, WORKSHOP_STATUS_LABELS } from './lib/availability';
export { WorkshopCard } from './ui/workshop-card';
