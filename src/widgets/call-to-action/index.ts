export { CallToAction } from './ui/call-to-action';
