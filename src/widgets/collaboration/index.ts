export { Collaboration } from './ui/collaboration';
