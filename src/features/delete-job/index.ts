export { DeleteJobButton, DELETE_JOB_QUESTION, JOB_DELETED_MESSAGE } from './ui/delete-job-button';
