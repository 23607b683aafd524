export {
  alumniApi,
  useGetAlumniStoriesQuery,
  useGetHiringPartnersQuery,
  useGetAdminAlumniStoriesQuery,
  useCreateAlumniStoryMutation,
  useUpdateAlumniStoryMutation,
  useDeleteAlumniStoryMutation,
  useAddHiringPartnerMutation,
  useRemoveHiringPartnerMutation,
} from './api/alumni-api';
export { AlumniStoryCard, SampleChip } from './ui/alumni-story-card';
export type { AlumniStoryCardProps } from './ui/alumni-story-card';
export { AlumniSampleNote } from './ui/alumni-sample-note';
