export {
  workshopApi,
  useGetWorkshopsQuery,
  useGetWorkshopQuery,
  useCreateWorkshopMutation,
  useUpdateWorkshopMutation,
  useDeleteWorkshopMutation,
} from './api/workshop-api';
export { WorkshopCard } from './ui/workshop-card';
