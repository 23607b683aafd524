import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSaidOnceWithoutToast, fakeAuthEndpoint, fill, renderAuthForm } from '@/shared/lib/test';
import { USER_CHANGED_EVENT } from '@/entities/session';
import { SignInForm } from './sign-in-form';

// Typing key by key into MUI fields is slow on a shared machine.
jest.setTimeout(20_000);

const USER = {
  id: 'a1b2c3',
  name: 'Ravi Kumar',
  email: 'ravi@itx.test',
  phone: '9123456780',
  role: 'admin' as const,
  staffRole: 'owner' as const,
};
const server = fakeAuthEndpoint('/apiauth/login', () => Response.json({ message: 'Login successful', user: USER }));
const { bodies } = server;

const renderForm = () => renderAuthForm(<SignInForm />, '/admin/login');

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^Email/), 'ravi@itx.test');
  await fill(user, screen.getByLabelText(/^Password/), 'Gachibowli#7');
}

describe('SignInForm', () => {
  it('asks for both fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('signs in: signed-in state, user-changed event, toast, then the admin home', async () => {
    const user = userEvent.setup({ delay: null });
    const changed = jest.fn();
    window.addEventListener(USER_CHANGED_EVENT, changed);
    const { store } = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    // The toast library loads with the first toast.
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ravi@itx.test', password: 'Gachibowli#7' }]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(store.getState().session.status).toBe('signed-in');
    window.removeEventListener(USER_CHANGED_EVENT, changed);
  });

  it("shows the server's message for wrong credentials once, in the form's alert, and empties the password", async () => {
    server.answer = () => Response.json({ message: 'Invalid email or password.' }, { status: 401 });
    const user = userEvent.setup({ delay: null });
    const { store } = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expectSaidOnceWithoutToast('Invalid email or password.');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ravi@itx.test');
    expect(store.getState().session.status).not.toBe('signed-in');
  });

  it('falls back to the documented message when the answer has none', async () => {
    server.answer = () => new Response('Bad gateway', { status: 502 });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    await expectSaidOnceWithoutToast('Invalid credentials. Please try again.');
  });
});
