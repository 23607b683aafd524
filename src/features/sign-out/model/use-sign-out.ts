import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@contract';
import { broadcastUserChanged, signedOut, storeUser, useSignOutMutation } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { useAppDispatch } from '@/shared/lib/redux';

/** Logout (docs/product.md §4): signed out whatever the server answers, event broadcast, then /admin/sign-up. */
export function useSignOut(): () => Promise<void> {
  const [signOut] = useSignOutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut(undefined).unwrap();
    } catch (error) {
      console.error('Logout request failed; signing out locally anyway.', error);
    }
    storeUser(null);
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    broadcastUserChanged();
    await navigate(ROUTES.adminSignUp);
  }, [signOut, dispatch, navigate]);
}
