/** Test helpers (imported by *.test.tsx files and the test set-up only). */
export { renderWithProviders } from './render-with-providers';
export type { RenderOptions } from './render-with-providers';
export { configureTestApp } from './test-app';
export type { TestApp, TestStore } from './test-app';
export { blogDto, jobDto } from './fixtures';
export { batchDto, courseDto, courseSummaryDto, dayFromToday } from './course-fixtures';
export { workshopDto } from './workshop-fixtures';
export { alumniStoryDto, hiringPartnerDto } from './alumni-fixtures';
export { answerFetches } from './answer-fetches';
export { installXhrOverFetch } from './xhr-over-fetch';
export type { UploadInFlight } from './xhr-over-fetch';
