export { SuccessStory } from './ui/success-story';
