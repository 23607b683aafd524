export { ProcessFlow, PROCESS_STEPS } from './ui/process-flow';
