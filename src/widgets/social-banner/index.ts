export { SocialBanner } from './ui/social-banner';
