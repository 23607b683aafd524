import { useLocation, useNavigate } from 'react-router';
import type { FormikValues } from 'formik';
import type { MessageResponse } from '@contract';
import { broadcastUserChanged, storeUser } from '../lib/user-changed';
import { returnTarget } from '../lib/return-to';
import { useAccountForm, type AccountFormOptions } from './use-account-form';

export type SessionFormOptions<V extends FormikValues> = Omit<
  AccountFormOptions<V, MessageResponse & { user: unknown }>,
  'onDone' | 'refusal'
>;

/**
 * A form that signs the admin in (login, sign-up): on success the user is kept and announced, a toast says so and
 * the page they came for opens; a refusal is said once, at the fields the server names, else in `serverError`.
 */
export function useSessionForm<V extends FormikValues>(options: SessionFormOptions<V>) {
  const navigate = useNavigate();
  const location = useLocation();
  return useAccountForm({
    ...options,
    refusal: 'once',
    onDone: async (result) => {
      storeUser(result.user);
      broadcastUserChanged();
      const role = (result.user as { staffRole?: string } | null)?.staffRole;
      await navigate(returnTarget(location.state, role), { replace: true });
    },
  });
}
