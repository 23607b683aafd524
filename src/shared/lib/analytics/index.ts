export { pushPageView } from './page-view';
