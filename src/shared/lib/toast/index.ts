export { attachToastSink, discardPendingToasts, hasPendingToasts, onToastWanted, showToast } from './toast';
export type { Toast, ToastVariant } from './toast';
