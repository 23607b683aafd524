import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAST_ADMIN_MESSAGE, type AdminAccountDto, type RoleCodeStatusDto } from '@contract';
import {
  ADMIN_USER,
  answerFetches,
  dialogClosed,
  gridCell,
  gridRow,
  pressInDialog,
  renderWithProviders,
  SIGNED_IN_ADMIN,
} from '@/shared/lib/test';
import { AdminAdminsPage } from './admin-admins-page';
import { SHOWN_ONCE_WARNING } from './rotate-admin-code';

// A DataGrid with dialogs and a picker per row: slow on a shared machine (60 s like the other DataGrid pages).
jest.setTimeout(60_000);

const account = (over: Partial<AdminAccountDto> & Pick<AdminAccountDto, 'id' | 'name'>): AdminAccountDto => ({
  email: `${over.name.split(' ')[0]?.toLowerCase() ?? 'x'}@itx.test`,
  disabled: false,
  lastSignInAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-01-05T04:30:00.000Z',
  activeSessions: 1,
  role: 'admin',
  noticeVersion: null,
  noticeAt: null,
  ...over,
});

let accounts: AdminAccountDto[] = [];
let codes: RoleCodeStatusDto[] = [];
let refuse: { status: number; message: string } | null = null;
const calls: string[] = [];

answerFetches(async (request, pathname) => {
  const body = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  calls.push(`${request.method} ${pathname}${body ? ` ${body}` : ''}`);
  if (request.method !== 'GET' && refuse) return Response.json({ message: refuse.message }, { status: refuse.status });
  if (request.method === 'GET' && pathname === '/api/admin/admins') return Response.json(accounts);
  const one = /^\/api\/admin\/admins\/([^/]+)(\/sessions)?$/.exec(pathname);
  const target = accounts.find((a) => a.id === one?.[1]);
  if (one && target && request.method === 'PATCH') {
    const change = JSON.parse(body) as Partial<Pick<AdminAccountDto, 'disabled' | 'role'>>;
    const changed = { ...target, ...change, activeSessions: change.disabled ? 0 : target.activeSessions };
    accounts = accounts.map((a) => (a.id === target.id ? changed : a));
    return Response.json(changed);
  }
  if (one?.[2] && target && request.method === 'DELETE') return Response.json({ ...target, activeSessions: 0 });
  if (request.method === 'POST' && pathname === '/api/admin/admin-code') return Response.json({ code: 'Zq8-new-code-42x' });
  if (request.method === 'GET' && pathname === '/api/admin/role-codes') return Response.json(codes);
  const code = /^\/api\/admin\/role-codes\/(counsellor|editor)$/.exec(pathname)?.[1];
  if (code && request.method === 'POST') {
    codes = codes.map((c) => (c.role === code ? { ...c, issuedAt: '2026-12-02T09:00:00.000Z' } : c));
    return Response.json({ code: 'Cn5-counsellor-7' });
  }
  if (code && request.method === 'DELETE') {
    codes = codes.map((c) => (c.role === code ? { ...c, issuedAt: null } : c));
    return Response.json(codes);
  }
  throw new Error(`unexpected ${request.method} ${pathname}`);
});

beforeEach(() => {
  accounts = [
    account({ id: 'u2', name: 'Asha Rao', disabled: true, lastSignInAt: null, activeSessions: 0 }),
    account({ id: 'u1', name: 'Lakshmi Rao', email: ADMIN_USER.email }),
    account({ id: 'u3', name: 'Ravi Kumar', activeSessions: 2 }),
  ];
  codes = [
    { role: 'counsellor', issuedAt: null },
    { role: 'editor', issuedAt: '2026-11-30T05:00:00.000Z' },
  ];
  refuse = null;
  calls.length = 0;
});

const renderPage = () => renderWithProviders(<AdminAdminsPage />, { preloadedState: SIGNED_IN_ADMIN });

describe('AdminAdminsPage', () => {
  it('lists each account with its e-mail, last sign-in in Hyderabad time, live sessions and state; no actions on your own row', async () => {
    renderPage();
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admins' })).toBeInTheDocument();
    expect(gridRow('Ravi Kumar')).toHaveTextContent('ravi@itx.test');
    expect(gridCell('Ravi Kumar', 'lastSignInAt')).toHaveTextContent('20 Nov 2026, 3:30 pm');
    expect(gridCell('Ravi Kumar', 'activeSessions')).toHaveTextContent('2');
    expect(gridCell('Ravi Kumar', 'disabled')).toHaveTextContent('Active');
    expect(gridCell('Asha Rao', 'lastSignInAt')).toHaveTextContent('Never');
    expect(gridCell('Asha Rao', 'disabled')).toHaveTextContent('Disabled');
    expect(within(gridRow('Ravi Kumar')).getByRole('button', { name: 'Disable Ravi Kumar' })).toBeInTheDocument();
    expect(within(gridRow('Asha Rao')).getByRole('button', { name: 'Enable Asha Rao' })).toBeInTheDocument();
    expect(within(gridRow('Lakshmi Rao')).queryByRole('button')).not.toBeInTheDocument();
    expect(gridRow('Lakshmi Rao')).toHaveTextContent('Your account (use Logout)');
    expect(screen.getByRole('link', { name: 'Activity log' })).toHaveAttribute('href', '/admin/activity');
  });

  it("lets the Owner change another account's role from its row, and shows the new role", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });
    const role = within(gridRow('Ravi Kumar')).getByRole('combobox', { name: 'Role of Ravi Kumar' });
    expect(role).toHaveValue('admin');
    expect(within(gridRow('Lakshmi Rao')).queryByRole('combobox')).not.toBeInTheDocument();
    await user.selectOptions(role, 'Counsellor');
    expect(await screen.findByText('Ravi Kumar is now Counsellor.')).toBeInTheDocument();
    expect(calls).toContain('PATCH /api/admin/admins/u3 {"role":"counsellor"}');
    await waitFor(() =>
      expect(within(gridRow('Ravi Kumar')).getByRole('combobox', { name: 'Role of Ravi Kumar' })).toHaveValue('counsellor'),
    );
  });

  it('disables an account only after the confirmation, and shows it disabled and signed out', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });

    await user.click(screen.getByRole('button', { name: 'Disable Ravi Kumar' }));
    const asked = await screen.findByRole('dialog', { name: 'Disable Ravi Kumar?' });
    expect(asked).toHaveTextContent('cannot sign in until an admin enables it again');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disable Ravi Kumar' }));
    await pressInDialog(user, 'Disable Ravi Kumar?', 'Disable');
    expect(await screen.findByText('Ravi Kumar is disabled and signed out everywhere.')).toBeInTheDocument();
    expect(calls).toContain('PATCH /api/admin/admins/u3 {"disabled":true}');
    await waitFor(() => expect(gridCell('Ravi Kumar', 'disabled')).toHaveTextContent('Disabled'));
    expect(gridCell('Ravi Kumar', 'activeSessions')).toHaveTextContent('0');
    expect(within(gridRow('Ravi Kumar')).getByRole('button', { name: 'Enable Ravi Kumar' })).toBeInTheDocument();
  });

  it('enables a disabled account and signs another admin out everywhere, each after its confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Enable Asha Rao' }));
    await pressInDialog(user, 'Enable Asha Rao?', 'Enable');
    expect(await screen.findByText('Asha Rao is enabled and can sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(gridCell('Asha Rao', 'disabled')).toHaveTextContent('Active'));

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere: Ravi Kumar' }));
    const asked = await screen.findByRole('dialog', { name: 'Sign Ravi Kumar out everywhere?' });
    await user.click(within(asked).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Ravi Kumar is signed out everywhere.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/admin/admins/u3/sessions');
    await waitFor(() => expect(gridCell('Ravi Kumar', 'activeSessions')).toHaveTextContent('0'));
    expect(gridCell('Ravi Kumar', 'disabled')).toHaveTextContent('Active');
  });

  it('says a refusal once, in a toast, and keeps the account as it was', async () => {
    refuse = { status: 409, message: LAST_ADMIN_MESSAGE };
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });
    await user.click(screen.getByRole('button', { name: 'Disable Ravi Kumar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(LAST_ADMIN_MESSAGE)).toBeInTheDocument();
    await dialogClosed();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getAllByText(LAST_ADMIN_MESSAGE)).toHaveLength(1);
    expect(gridCell('Ravi Kumar', 'disabled')).toHaveTextContent('Active');
  });

  it('rotates the admin code after a warning, shows the new code once with Copy, and forgets it when closed', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });

    await user.click(screen.getByRole('button', { name: 'Rotate admin code' }));
    const asked = await screen.findByRole('dialog', { name: 'Rotate admin code' });
    expect(asked).toHaveTextContent('the current code stops working');
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await user.click(within(asked).getByRole('button', { name: 'Rotate code' }));

    const shown = await screen.findByRole('dialog', { name: 'New admin code' });
    expect(within(shown).getByRole('status', { name: 'New admin code' })).toHaveTextContent('Zq8-new-code-42x');
    expect(shown).toHaveTextContent(SHOWN_ONCE_WARNING);
    expect(calls).toEqual(expect.arrayContaining(['POST /api/admin/admin-code']));
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Zq8-new-code-42x');
    expect(await screen.findByText('The new admin code is copied.')).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await dialogClosed();
    expect(screen.queryByText('Zq8-new-code-42x')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotate admin code' }));
    expect(await screen.findByRole('dialog', { name: 'Rotate admin code' })).not.toHaveTextContent('Zq8-new-code-42x');
  });

  it('makes a Counsellor sign-up code after asking, shows it once, and then says the code is issued', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });
    const section = screen.getByRole('region', { name: 'Sign-up codes' });
    expect(await within(section).findByText(/issued 30 Nov 2026, 10:30 am/)).toBeInTheDocument();
    expect(section).toHaveTextContent('Counsellor code: none');
    expect(within(section).getByRole('button', { name: 'New Editor code' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Withdraw the Counsellor code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Counsellor code' }));
    const asked = await screen.findByRole('dialog', { name: 'New Counsellor code' });
    expect(asked).toHaveTextContent('whoever signs up with it becomes a Counsellor');
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await user.click(within(asked).getByRole('button', { name: 'Make code' }));
    const shown = await screen.findByRole('status', { name: 'New Counsellor code' });
    expect(shown).toHaveTextContent('Cn5-counsellor-7');
    expect(calls).toContain('POST /api/admin/role-codes/counsellor');
    expect(calls).not.toContain('POST /api/admin/admin-code');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await dialogClosed();
    expect(section).not.toHaveTextContent('Counsellor code: none');
    expect(within(section).getByRole('button', { name: 'Withdraw the Counsellor code' })).toBeInTheDocument();
  });

  it('withdraws an issued sign-up code only after asking, and then shows none', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const section = screen.getByRole('region', { name: 'Sign-up codes' });
    const withdraw = await within(section).findByRole('button', { name: 'Withdraw the Editor code' });
    await user.click(withdraw);
    const asked = await screen.findByRole('dialog', { name: 'Withdraw the Editor code?' });
    expect(asked).toHaveTextContent('Nobody can sign up with it from now on.');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await user.click(withdraw);
    await pressInDialog(user, 'Withdraw the Editor code?', 'Withdraw');
    expect(await screen.findByText('The Editor code is withdrawn.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/admin/role-codes/editor');
    await waitFor(() => expect(section).toHaveTextContent('Editor code: none'));
    expect(within(section).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });
});
