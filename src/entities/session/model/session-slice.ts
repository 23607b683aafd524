import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserDto } from '@contract';
import { sessionApi } from '../api/session-api';

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: UserDto | null;
  /**
   * The auth check whose answer counts (its request id). A sign-in, sign-up or sign-out clears it: a check
   * sent before them answers for a session that is gone, and must not undo what the server said since.
   */
  check?: string;
}

const initialState: SessionState = { status: 'unknown', user: null };
const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };
const signedInState = (user: UserDto): SessionState => ({ status: 'signed-in', user });

/** Signed-in or signed-out, decided by the server's auth check (docs/product.md §4). */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedOut: () => SIGNED_OUT,
    signedIn: (_state, action: PayloadAction<UserDto>) => signedInState(action.payload),
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.checkAuth.matchPending, (state, { meta }) => {
        state.check = meta.requestId;
      })
      .addMatcher(sessionApi.endpoints.checkAuth.matchFulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.check) return state;
        return payload.user ? signedInState(payload.user) : SIGNED_OUT;
      })
      .addMatcher(sessionApi.endpoints.checkAuth.matchRejected, (state, action) => {
        // A skipped request (one was already on its way) or a stale one is not an answer; anything else
        // (401, network failure) means signed out.
        if (action.meta.condition || action.meta.requestId !== state.check) return state;
        return SIGNED_OUT;
      })
      .addMatcher(sessionApi.endpoints.signUp.matchFulfilled, (_state, { payload }) => signedInState(payload.user))
      // Signed in as soon as the server says so, so the guarded /admin/home opens without waiting for a check.
      .addMatcher(sessionApi.endpoints.signIn.matchFulfilled, (state, { payload }) => (payload.user ? signedInState(payload.user) : state));
  },
  selectors: {
    selectSessionStatus: (state: SessionState) => state.status,
    selectUser: (state: SessionState) => state.user,
    /**
     * The signed-in account's staff role; a user kept in the browser from before roles (no `staffRole`) counts as an
     * Admin, as every account then was, until the next auth check brings the role. The server decides in any case.
     */
    selectStaffRole: (state: SessionState) => state.user?.staffRole ?? 'admin',
    selectIsSignedIn: (state: SessionState) => state.status === 'signed-in',
  },
});

export const { signedOut, signedIn } = sessionSlice.actions;
export const { selectSessionStatus, selectUser, selectIsSignedIn, selectStaffRole } = sessionSlice.selectors;
