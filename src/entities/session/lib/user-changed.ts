/** The custom event that tells every part of the app (and other code on the page) the user changed. */
export const USER_CHANGED_EVENT = 'user-changed';
export const USER_STORAGE_KEY = 'user';

export function broadcastUserChanged(): void {
  window.dispatchEvent(new Event(USER_CHANGED_EVENT));
}

/** Keeps the user object from sign-up in localStorage under `user` (docs/product.md §3); null removes it. */
export function storeUser(user: unknown): void {
  try {
    if (user === null) window.localStorage.removeItem(USER_STORAGE_KEY);
    else window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage can be disabled (private mode): the server session still decides.
  }
}
