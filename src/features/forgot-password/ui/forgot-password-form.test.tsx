import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, renderWithProviders } from '@/shared/lib/test';
import { ForgotPasswordForm } from './forgot-password-form';

// Typing key by key into MUI fields is slow on a shared machine.
jest.setTimeout(20_000);

const SENT = 'If an account exists for this email, we have sent it a link to reset the password. The link works for 1 hour.';
const bodies: unknown[] = [];
let answer: () => Response = () => Response.json({ message: SENT });

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/apiauth/forgotpassword') {
      throw new Error(`unexpected request ${request.method} ${request.url}`);
    }
    bodies.push(await request.json());
    return answer();
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  bodies.length = 0;
  answer = () => Response.json({ message: SENT });
});

describe('ForgotPasswordForm', () => {
  it('refuses an address that is not an e-mail and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordForm />);
    await fill(user, screen.getByLabelText(/^Email/), 'ravi-at-itx');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("sends the address, toasts the server's message and shows 'Email sent'", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordForm />);
    await fill(user, screen.getByLabelText(/^Email/), 'ravi@itx.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Email sent' })).toBeInTheDocument();
    expect(await screen.findByText(SENT)).toBeInTheDocument(); // the toast library loads with the first toast
    expect(screen.getByText('ravi@itx.test')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ravi@itx.test' }]);
  });

  it('shows the rate-limit message the server sends, and the documented fallback otherwise', async () => {
    answer = () => Response.json({ message: 'Too many password reset requests. Please try again in 42 minutes.' }, { status: 429 });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordForm />);
    await fill(user, screen.getByLabelText(/^Email/), 'ravi@itx.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findAllByText('Too many password reset requests. Please try again in 42 minutes.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Email sent' })).not.toBeInTheDocument();

    answer = () => new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findAllByText('An error occurred. Please try again.')).length).toBeGreaterThan(0);
  });
});
