export { MobileActionBar, MOBILE_ACTION_BAR_HEIGHT } from './ui/mobile-action-bar';
