import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/test';
import { useAppSelector } from '@/shared/lib/redux';
import { broadcastUserChanged } from '../lib/user-changed';
import { selectSessionStatus } from './session-slice';
import { useSessionSync } from './use-session-sync';

const USER = {
  id: 'u1',
  name: 'Ravi Kumar',
  email: 'ravi@itx.test',
  phone: '9123456780',
  role: 'admin' as const,
  staffRole: 'owner' as const,
};
let signedIn = false;
let checks = 0;

beforeEach(() => {
  signedIn = false;
  checks = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    if (new URL(request.url).pathname !== '/apiauth/check') throw new Error(`unexpected request ${request.url}`);
    expect(request.credentials).toBe('include');
    checks += 1;
    return signedIn ? Response.json({ ok: true, user: USER }) : Response.json({ ok: false, user: null, message: 'You are not signed in.' });
  });
});
afterEach(() => jest.restoreAllMocks());

function Probe() {
  useSessionSync();
  return <p>status: {useAppSelector(selectSessionStatus)}</p>;
}

describe('useSessionSync', () => {
  it('checks at load, and again on the user-changed event and on storage events from other tabs', async () => {
    const { store } = renderWithProviders(<Probe />);
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
    expect(checks).toBe(1);

    signedIn = true;
    act(() => broadcastUserChanged());
    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
    expect(store.getState().session.user).toEqual(USER);

    signedIn = false;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
    });
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
    await waitFor(() => expect(checks).toBe(3));
  });
});
