import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/test';
import { hasPendingToasts } from '@/shared/lib/toast';
import { USER_CHANGED_EVENT } from '@/entities/session';
import { SignInForm } from './sign-in-form';

// Typing key by key into MUI fields is slow on a shared machine.
jest.setTimeout(20_000);

const USER = { id: 'a1b2c3', name: 'Ravi Kumar', email: 'ravi@itx.test', phone: '9123456780', role: 'admin' };
const bodies: unknown[] = [];
let answer: () => Response | Promise<Response> = () => Response.json({ message: 'Login successful', user: USER });

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/apiauth/login') {
      throw new Error(`unexpected request ${request.method} ${request.url}`);
    }
    expect(request.credentials).toBe('include');
    bodies.push(await request.json());
    return answer();
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  bodies.length = 0;
  answer = () => Response.json({ message: 'Login successful', user: USER });
});

function renderForm() {
  return renderWithProviders(<SignInForm />, {
    route: '/admin/login',
    path: '/admin/login',
    routes: [{ path: '/admin/home', element: <h1>Admin Dashboard</h1> }],
  });
}

/** One message system (issue 20): the text is on the page exactly once, and no toast repeats it (none waits for the toast library either). */
async function expectShownOnce(text: string) {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(hasPendingToasts()).toBe(false);
  expect(screen.getAllByText(text)).toHaveLength(1);
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'ravi@itx.test');
  await user.type(screen.getByLabelText(/^Password/), 'Gachibowli#7');
}

describe('SignInForm', () => {
  it('asks for both fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('signs in: signed-in state, user-changed event, toast, then the admin home', async () => {
    const user = userEvent.setup();
    const changed = jest.fn();
    window.addEventListener(USER_CHANGED_EVENT, changed);
    const { store } = renderForm();
    await fill(user);
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
    answer = () => Response.json({ message: 'Invalid email or password.' }, { status: 401 });
    const user = userEvent.setup();
    const { store } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expectShownOnce('Invalid email or password.');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ravi@itx.test');
    expect(store.getState().session.status).not.toBe('signed-in');
  });

  it('falls back to the documented message when the answer has none', async () => {
    answer = () => new Response('Bad gateway', { status: 502 });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    await expectShownOnce('Invalid credentials. Please try again.');
  });
});
