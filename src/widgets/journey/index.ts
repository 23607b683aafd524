export { Journey, JOURNEY_STEPS } from './ui/journey';
