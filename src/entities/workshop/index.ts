export {
  workshopApi,
  useGetWorkshopsQuery,
  useGetWorkshopQuery,
  useCreateWorkshopMutation,
  useUpdateWorkshopMutation,
  useDeleteWorkshopMutation,
  useUploadWorkshopImageMutation,
  useRemoveWorkshopImageMutation,
} from './api/workshop-api';
export { seatsLeftLabel, workshopAvailability, WORKSHOP_STATUS_LABELS } from './lib/availability';
export { WorkshopCard } from './ui/workshop-card';
