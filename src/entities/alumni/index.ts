// The endpoints and every hook and type they come with (the api file exports nothing else).
export * from './api/alumni-api';
export { AlumniStoryCard, SampleChip } from './ui/alumni-story-card';
export type { AlumniStoryCardProps } from './ui/alumni-story-card';
export { AlumniSampleNote } from './ui/alumni-sample-note';
