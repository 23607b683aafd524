// The endpoints and their hooks (the api file exports nothing else).
export * from './api/site-api';
