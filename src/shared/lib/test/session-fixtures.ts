import type { UserDto } from '@contract';

/** Lakshmi Rao, the Owner signed in for the admin pages' tests (id u1): she may use every page. */
export const ADMIN_USER: UserDto = {
  id: 'u1',
  name: 'Lakshmi Rao',
  email: 'lakshmi@itx.test',
  phone: '9876543210',
  role: 'admin',
  staffRole: 'owner',
};

/** The store's state with ADMIN_USER signed in: `renderWithProviders(ui, { preloadedState: SIGNED_IN_ADMIN })`. */
export const SIGNED_IN_ADMIN = { session: { status: 'signed-in' as const, user: ADMIN_USER } };
