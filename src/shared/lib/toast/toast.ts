export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  message: string;
  variant: ToastVariant;
}

type Sink = (toast: Toast) => void;

/*
 * The toast library (notistack) is not part of the first page load: the app's toaster loads it with the
 * first toast. Until its host attaches, toasts wait here in order.
 */
const pending: Toast[] = [];
const wantedListeners = new Set<() => void>();
let sink: Sink | null = null;

/** Shows a short message at the top of the page (docs/product.md §8); it closes by itself. */
export function showToast(message: string, variant: ToastVariant): void {
  const toast = { message, variant };
  if (sink) {
    sink(toast);
    return;
  }
  pending.push(toast);
  for (const listener of wantedListeners) listener();
}

/** True when a toast waits for the host to load. */
export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

/** Forgets the toasts still waiting: the app that showed them is gone. */
export function discardPendingToasts(): void {
  pending.length = 0;
}

/** Calls `listener` whenever a toast waits for a host; returns the unsubscribe function. */
export function onToastWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}

/** The host that displays toasts: gets the waiting ones at once, then each new one. */
export function attachToastSink(next: Sink): () => void {
  sink = next;
  for (const toast of pending.splice(0)) next(toast);
  return () => {
    if (sink === next) sink = null;
  };
}
