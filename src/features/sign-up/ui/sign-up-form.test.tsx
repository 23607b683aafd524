import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAGE_COPY, PASSWORD_RULE_MESSAGE } from '@contract';
import { expectSaidOnceWithoutToast, fakeAuthEndpoint, fill, renderAuthForm, siteSettingsDto } from '@/shared/lib/test';
import { USER_CHANGED_EVENT } from '@/entities/session';
import { SignUpForm } from './sign-up-form';

// Five fields typed key by key: slow on a shared machine.
jest.setTimeout(20_000);

const USER = {
  id: 'a1b2c3',
  name: 'Lakshmi Rao',
  email: 'lakshmi@itx.test',
  phone: '9876543210',
  role: 'admin' as const,
  staffRole: 'owner' as const,
};
const server = fakeAuthEndpoint('/apiauth/signup', () => Response.json({ message: 'Signup successful', user: USER }, { status: 201 }));
const { bodies } = server;

const renderForm = () => renderAuthForm(<SignUpForm />, '/admin/sign-up');

async function fillForm(user: ReturnType<typeof userEvent.setup>, password = 'Hitec#2025') {
  await fill(user, screen.getByLabelText(/Full name/), 'Lakshmi Rao');
  await fill(user, screen.getByLabelText(/^Email/), 'lakshmi@itx.test');
  await fill(user, screen.getByLabelText(/Phone number/), '9876543210');
  await fill(user, screen.getByLabelText(/^Password/), password);
  await fill(user, screen.getByLabelText(/^Admin code/), 'itx-code-2025');
}

describe('SignUpForm', () => {
  it('names every missing field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Admin code is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('holds the password to the rule of docs/product.md §5 and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillForm(user, 'hitec2025');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(PASSWORD_RULE_MESSAGE)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs up: keeps the user, announces the change, toasts and opens the admin home', async () => {
    const user = userEvent.setup({ delay: null });
    const changed = jest.fn();
    window.addEventListener(USER_CHANGED_EVENT, changed);
    const { store } = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    // The toast library loads with the first toast.
    expect(await screen.findByText('Signup successful')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Lakshmi Rao', email: 'lakshmi@itx.test', phone: '9876543210', password: 'Hitec#2025', adminCode: 'itx-code-2025' },
    ]);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(USER);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(store.getState().session).toEqual({ status: 'signed-in', user: USER });
    window.removeEventListener(USER_CHANGED_EVENT, changed);
  });

  it('shows the privacy notice and sends its version, which the account keeps (issue 42)', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = jest.mocked(globalThis.fetch);
    const signUpAnswer = fetchSpy.getMockImplementation();
    fetchSpy.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input));
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/site/settings') {
        const copy = { copy: DEFAULT_PAGE_COPY, custom: true, version: 7, updatedAt: '2026-11-28T09:00:00.000Z' };
        return Response.json(siteSettingsDto({ copy }));
      }
      if (!signUpAnswer) throw new Error('no sign-up answer');
      return signUpAnswer(input, init);
    });
    renderForm();
    expect(await screen.findByText('How we use your details')).toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Lakshmi Rao',
        email: 'lakshmi@itx.test',
        phone: '9876543210',
        password: 'Hitec#2025',
        adminCode: 'itx-code-2025',
        noticeVersion: 7,
      },
    ]);
  });

  it('shows a refusal that names a field at that field only', async () => {
    server.answer = () =>
      Response.json(
        { message: 'The admin code is not valid.', fieldErrors: { adminCode: 'The admin code is not valid.' } },
        { status: 403 },
      );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('The admin code is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Admin code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Admin code/)).toHaveAccessibleDescription('The admin code is not valid.');
    await expectSaidOnceWithoutToast('The admin code is not valid.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it("shows a refusal that names no field of the form once, in the form's alert", async () => {
    server.answer = () => Response.json({ message: 'Too many sign-up attempts. Try again in a minute.' }, { status: 429 });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-up attempts. Try again in a minute.');
    await expectSaidOnceWithoutToast('Too many sign-up attempts. Try again in a minute.');
    expect(screen.getByLabelText(/^Admin code/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('falls back to the documented message when the server cannot be reached, and disables the button while sending', async () => {
    let fail: (e: Error) => void = () => {};
    server.answer = () => new Promise<Response>((_resolve, reject) => (fail = reject));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled();
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expectSaidOnceWithoutToast('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});
