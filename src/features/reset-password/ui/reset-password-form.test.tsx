import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, renderWithProviders } from '@/shared/lib/test';
import { ResetPasswordForm } from './reset-password-form';

// Typing key by key into MUI fields is slow on a shared machine.
jest.setTimeout(20_000);

const ID = '6f1c2a9e-4b7d-4c1e-9a3f-2d5e8b7c1a00';
const TOKEN = 'Zq3vX9_kP2mN7rT5wY8bC1dF4gH6jL0sA-eU';
const calls: { path: string; body: unknown }[] = [];
let answer: () => Response = () => Response.json({ message: 'Password reset successfully!' });

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
    return answer();
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  calls.length = 0;
  answer = () => Response.json({ message: 'Password reset successfully!' });
});

function renderForm() {
  return renderWithProviders(<ResetPasswordForm id={ID} token={TOKEN} />, {
    route: `/reset-password/${ID}/${TOKEN}`,
    path: '/reset-password/:id/:token',
    routes: [{ path: '/admin/login', element: <h1>Admin Login</h1> }],
  });
}

describe('ResetPasswordForm', () => {
  it("says 'Passwords do not match!' and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, screen.getByLabelText(/^New password/), 'Madhapur@42');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'Madhapur@43');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the new password to the link it came from, toasts, and opens the login page 2 seconds later', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderForm();
    await fill(user, screen.getByLabelText(/^New password/), 'Madhapur@42');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'Madhapur@42');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(calls).toEqual([
      { path: `/apiauth/resetpassword/${ID}/${TOKEN}`, body: { password: 'Madhapur@42', confirmPassword: 'Madhapur@42' } },
    ]);
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('shows why the server refused the link and offers a new one', async () => {
    answer = () => Response.json({ message: 'This reset link has expired. Please request a new one.' }, { status: 400 });
    const user = userEvent.setup();
    renderForm();
    await fill(user, screen.getByLabelText(/^New password/), 'Madhapur@42');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'Madhapur@42');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText(/This reset link has expired\. Please request a new one\./)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
