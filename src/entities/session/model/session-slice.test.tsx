import { renderWithProviders } from '@/shared/lib/test';
import { sessionApi } from '../api/session-api';
import { sessionSlice } from './session-slice';

const USER = { id: 'u7', name: 'Anitha Reddy', email: 'anitha@itx.test', phone: '9849012345', role: 'admin' };
const SIGN_UP = { name: USER.name, email: USER.email, phone: USER.phone, password: 'Strong1!', adminCode: 'code-1234' };

/** The app's own store, fresh for each test. */
const makeStore = () => renderWithProviders(<></>).store;

/** The check's answer waits for `answerCheck`; a sign-up or sign-in is answered at once with USER. */
function serverWithSlowCheck(signedInAtCheck: boolean) {
  let answerCheck: () => void = () => {};
  const checkAnswered = new Promise<void>((resolve) => {
    answerCheck = resolve;
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL((input instanceof Request ? input : new Request(String(input))).url).pathname;
    if (path.endsWith('/check')) {
      await checkAnswered;
      return signedInAtCheck
        ? Response.json({ ok: true, user: USER })
        : Response.json({ ok: false, user: null, message: 'You are not signed in.' });
    }
    if (path.endsWith('/signup')) return Response.json({ message: 'Signup successful', user: USER });
    if (path.endsWith('/login')) return Response.json({ message: 'Login successful', user: USER });
    if (path.endsWith('/logout')) return Response.json({ message: 'Logged out' });
    throw new Error(`unexpected request ${path}`);
  });
  return { answerCheck };
}

afterEach(() => jest.restoreAllMocks());

describe('session status', () => {
  it('an auth check sent before a sign-up does not sign the new admin out when its answer arrives late', async () => {
    const { answerCheck } = serverWithSlowCheck(false);
    const store = makeStore();
    const check = store.dispatch(sessionApi.endpoints.checkAuth.initiate(undefined));
    await store.dispatch(sessionApi.endpoints.signUp.initiate(SIGN_UP));
    expect(store.getState().session).toMatchObject({ status: 'signed-in', user: USER });
    // A check asked for now (the user-changed event) is folded into the one on its way.
    const again = store.dispatch(sessionApi.endpoints.checkAuth.initiate(undefined, { forceRefetch: true }));
    answerCheck();
    await check;
    await again;
    again.unsubscribe();
    expect(store.getState().session).toMatchObject({ status: 'signed-in', user: USER });
    check.unsubscribe();
  });

  it('a check sent before a sign-out does not sign the admin back in', async () => {
    const { answerCheck } = serverWithSlowCheck(true);
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.signIn.initiate({ email: USER.email, password: 'Strong1!' }));
    const check = store.dispatch(sessionApi.endpoints.checkAuth.initiate(undefined));
    store.dispatch(sessionSlice.actions.signedOut());
    answerCheck();
    await check;
    expect(store.getState().session).toMatchObject({ status: 'signed-out', user: null });
    check.unsubscribe();
  });

  it('a check with nothing since it was sent decides the status', async () => {
    const { answerCheck } = serverWithSlowCheck(true);
    const store = makeStore();
    answerCheck();
    const check = store.dispatch(sessionApi.endpoints.checkAuth.initiate(undefined));
    await check;
    expect(store.getState().session).toMatchObject({ status: 'signed-in', user: USER });
    check.unsubscribe();
  });
});
