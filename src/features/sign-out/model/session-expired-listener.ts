import { createListenerMiddleware } from '@reduxjs/toolkit';
import { signedOut, storeUser } from '@/entities/session';
import { sessionExpired } from '@/shared/api';

/** A 401 on an admin call means the session ended elsewhere: show the visitor navigation again. */
export const sessionExpiredListener = createListenerMiddleware();
sessionExpiredListener.startListening({
  actionCreator: sessionExpired,
  effect: (_action, api) => {
    storeUser(null);
    api.dispatch(signedOut());
  },
});
