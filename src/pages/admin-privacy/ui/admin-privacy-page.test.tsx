import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_MESSAGES, type PrivacyRequestDto } from '@contract';
import { answerFetches, dialogClosed, gridCell, gridRow, pressInDialog, renderWithProviders, SIGNED_IN_ADMIN } from '@/shared/lib/test';
import { AdminPrivacyPage } from './admin-privacy-page';

// A DataGrid with a dialog: slow on a shared machine.
jest.setTimeout(30_000);

const request = (over: Partial<PrivacyRequestDto> & Pick<PrivacyRequestDto, 'id' | 'kind'>): PrivacyRequestDto => ({
  status: 'open',
  subject: 'email ravi@example.in',
  detail: 'Asked for erasure of 2 records',
  createdAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2099-12-20T10:00:00.000Z',
  handledBy: null,
  handledAt: null,
  ...over,
});

let items: PrivacyRequestDto[] = [];
let refuse: { status: number; message: string } | null = null;
const calls: string[] = [];

answerFetches((req, pathname) => {
  calls.push(`${req.method} ${pathname}`);
  if (req.method === 'GET' && pathname === '/api/admin/privacy-requests') return Response.json({ items });
  const complete = /^\/api\/admin\/privacy-requests\/([^/]+)\/complete$/.exec(pathname);
  if (req.method === 'POST' && complete) {
    if (refuse) return Response.json({ message: refuse.message }, { status: refuse.status });
    const done = { handledBy: 'Lakshmi Rao', handledAt: '2026-11-25T06:30:00.000Z' };
    items = items.map((r) => (r.id === complete[1] ? { ...r, ...done, status: 'done', subject: null, detail: 'Erased 2 records' } : r));
    return Response.json(items.find((r) => r.id === complete[1]));
  }
  throw new Error(`unexpected ${req.method} ${pathname}`);
});

beforeEach(() => {
  items = [
    request({ id: 'q1', kind: 'erasure', subject: 'email asha@example.in', detail: 'Erase everything', dueAt: '2020-01-10T10:00:00.000Z' }),
    request({ id: 'q2', kind: 'erasure', subject: 'phone 919876543210', detail: 'Erase my enquiry' }),
    request({
      id: 'q3',
      kind: 'withdrawal',
      status: 'done',
      subject: null,
      detail: 'Withdrew news and offers',
      handledAt: '2026-11-20T10:00:00.000Z',
    }),
  ];
  refuse = null;
  calls.length = 0;
});

const renderPage = () => renderWithProviders(<AdminPrivacyPage />, { preloadedState: SIGNED_IN_ADMIN });
const lists = () => calls.filter((c) => c === 'GET /api/admin/privacy-requests').length;

describe('AdminPrivacyPage', () => {
  it('says there is no request yet, without an empty grid', async () => {
    items = [];
    renderPage();
    await screen.findByText(/No privacy requests yet/);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('lists each request: what, who (or erased), due (overdue marked), status and who handled it', async () => {
    renderPage();
    await screen.findByRole('gridcell', { name: 'Erase everything' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeInTheDocument();
    expect(gridCell('Erase everything', 'kind')).toHaveTextContent('Erasure');
    expect(gridCell('Erase everything', 'subject')).toHaveTextContent('email asha@example.in');
    expect(gridCell('Erase everything', 'dueAt')).toHaveTextContent('10 Jan 2020Overdue');
    expect(gridCell('Erase everything', 'status')).toHaveTextContent('Open');
    expect(gridCell('Erase my enquiry', 'dueAt')).toHaveTextContent('20 Dec 2099');
    expect(gridCell('Erase my enquiry', 'dueAt')).not.toHaveTextContent('Overdue');

    expect(gridCell('Withdrew news and offers', 'kind')).toHaveTextContent('Consent withdrawn');
    expect(gridCell('Withdrew news and offers', 'subject')).toHaveTextContent('Erased');
    expect(gridCell('Withdrew news and offers', 'status')).toHaveTextContent('Done');
    expect(gridCell('Withdrew news and offers', 'handledAt')).toHaveTextContent('The person, 20 Nov 2026, 3:30 pm');
    expect(within(gridRow('Withdrew news and offers')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(gridRow('Erase everything')).getByRole('button', { name: 'Erase now: email asha@example.in' })).toBeInTheDocument();
  });

  it('erases only once confirmed, then reads the list again', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Erase my enquiry' });
    const erase = () => within(gridRow('Erase my enquiry')).getByRole('button', { name: 'Erase now: phone 919876543210' });

    await user.click(erase());
    const dialog = await screen.findByRole('dialog', { name: 'Erase this person’s data now?' });
    expect(dialog).toHaveTextContent('phone 919876543210: Erase my enquiry');
    await pressInDialog(user, 'Erase this person’s data now?', 'Cancel');
    await dialogClosed();
    expect(calls).not.toContain('POST /api/admin/privacy-requests/q2/complete');

    await user.click(erase());
    await pressInDialog(user, 'Erase this person’s data now?', 'Erase now');
    expect(await screen.findByText(PRIVACY_MESSAGES.erasureDone)).toBeInTheDocument();
    expect(calls).toContain('POST /api/admin/privacy-requests/q2/complete');
    expect(await screen.findByRole('gridcell', { name: 'Erased 2 records' })).toBeInTheDocument();
    expect(gridCell('Erased 2 records', 'handledAt')).toHaveTextContent('Lakshmi Rao, 25 Nov 2026, 12:00 pm');
    expect(lists()).toBe(2);
    await dialogClosed();
  });

  it('shows why an erasure was refused', async () => {
    refuse = { status: 409, message: PRIVACY_MESSAGES.requestNotOpen };
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Erase everything' });
    await user.click(within(gridRow('Erase everything')).getByRole('button', { name: /^Erase now/ }));
    await pressInDialog(user, 'Erase this person’s data now?', 'Erase now');
    expect(await screen.findByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.requestNotOpen);
    await dialogClosed();
    await waitFor(() => expect(lists()).toBe(2));
  });
});
