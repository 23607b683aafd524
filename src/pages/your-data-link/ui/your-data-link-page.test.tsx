import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_MESSAGES, type PrivacyRequestDto, type YourDataDto, type YourRecordDto } from '@contract';
import { baseApi } from '@/shared/api';
import {
  answerFetches,
  dialogClosed,
  fill,
  pressInDialog,
  renderWithProviders,
  SIGNED_IN_ADMIN,
  type SentRequest,
} from '@/shared/lib/test';
import { YourDataLinkPage } from './your-data-link-page';

// Forms typed key by key and a dialog: slow on a shared machine.
jest.setTimeout(30_000);

const LINK = '/your-data/5b1c/t0k3n';
const OPEN = '/api/your-data/open/5b1c/t0k3n';

const record = (over: Partial<YourRecordDto> = {}): YourRecordDto => ({
  id: 'r1',
  form: 'call-back',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  countryCode: '+91',
  phone: '9876543210',
  interest: 'Data Science',
  session: null,
  message: null,
  status: 'contacted',
  consent: { noticeVersion: 2, purposes: ['call-back', 'marketing'], page: '/enrollnow', at: '2026-11-20T10:00:00.000Z' },
  cvFileName: null,
  notes: [{ body: 'Called back, wants the weekend batch.', at: '2026-11-21T05:30:00.000Z' }],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const erasureRequest: PrivacyRequestDto = {
  id: 'q2',
  kind: 'erasure',
  status: 'open',
  subject: 'email ravi@example.in',
  detail: 'Erase every record',
  createdAt: '2026-11-22T04:30:00.000Z',
  dueAt: '2026-12-22T04:30:00.000Z',
  handledBy: null,
  handledAt: null,
};

const view = (over: Partial<YourDataDto> = {}): YourDataDto => ({
  subject: 'ravi@example.in',
  records: [
    record(),
    record({
      id: 'r0',
      form: 'job-application',
      name: 'Ravi K',
      email: 'ravi.old@example.in',
      phone: '9000000001',
      interest: 'Trainer, Data Science',
      message: 'I teach Python.',
      status: 'new',
      consent: { noticeVersion: null, purposes: ['job-application'], page: null, at: '2026-10-01T10:00:00.000Z' },
      cvFileName: 'ravi-cv.pdf',
      notes: [],
      createdAt: '2026-10-01T10:00:00.000Z',
    }),
  ],
  requests: [],
  nominee: null,
  expiresAt: '2026-11-22T05:00:00.000Z',
  ...over,
});

let sent: SentRequest[] = [];
let data: YourDataDto = view();
/** Answers by "METHOD path"; the default answers below otherwise. */
let answers: Record<string, () => Response> = {};

answerFetches(async (request, pathname) => {
  const key = `${request.method} ${pathname}`;
  const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.text();
  sent.push({ method: request.method, path: pathname, body: body ? (JSON.parse(body) as unknown) : null });
  const answer = answers[key];
  if (answer) return answer();
  switch (key) {
    case `POST ${OPEN}`:
      return Response.json(data);
    case 'GET /api/your-data':
      return Response.json(data);
    case 'PUT /api/your-data/details': {
      const details = JSON.parse(body ?? '{}') as Pick<YourRecordDto, 'name' | 'email' | 'countryCode' | 'phone'>;
      data = { ...data, records: data.records.map((r) => ({ ...r, ...details })) };
      return Response.json(data);
    }
    case 'POST /api/your-data/withdraw':
      data = {
        ...data,
        records: data.records.map((r) => ({
          ...r,
          consent: { ...r.consent, purposes: r.consent.purposes.filter((p) => p !== 'marketing') },
        })),
      };
      return Response.json(data);
    case 'POST /api/your-data/erasure':
      data = { ...data, requests: [erasureRequest] };
      return Response.json(data);
    case 'DELETE /api/your-data':
      return Response.json({ message: PRIVACY_MESSAGES.closed });
    default:
      throw new Error(`unexpected ${key}`);
  }
});

beforeEach(() => {
  sent = [];
  data = view();
  answers = {};
});

/** The page at its link, in StrictMode (where React runs each effect twice, as in development). */
const renderPage = (preloadedState?: typeof SIGNED_IN_ADMIN) =>
  renderWithProviders(<YourDataLinkPage />, { route: LINK, path: '/your-data/:id/:token', preloadedState, strictMode: true });

const opened = () => screen.findByRole('heading', { level: 2, name: 'What we hold' });
const writes = () => sent.filter((r) => r.path !== OPEN);

describe('YourDataLinkPage', () => {
  it('opens the link once (in the browser only) and shows each record with its consent record, notes and downloads', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Opening your data...');
    await opened();
    // StrictMode runs the effect twice: the link is still opened once.
    expect(sent).toEqual([{ method: 'POST', path: OPEN, body: null }]);
    expect(screen.getByText('ravi@example.in', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/This view ends at/)).toHaveTextContent('This view ends at 22 Nov 2026, 10:30 am.');

    const callBack = screen.getByRole('article', { name: 'Call back / demo: Data Science' });
    expect(callBack).toHaveTextContent('Contacted');
    expect(callBack).toHaveTextContent('+91 9876543210');
    expect(callBack).toHaveTextContent(/Privacy notice shownversion 2/);
    expect(
      within(callBack).getByText('A call back about a course News about courses and offers', { normalizer: (t) => t.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(callBack).toHaveTextContent('20 Nov 2026, 3:30 pm, on the page /enrollnow');
    expect(within(callBack).getByRole('listitem')).toHaveTextContent('21 Nov 2026, 11:00 am: Called back, wants the weekend batch.');

    const application = screen.getByRole('article', { name: 'Job application: Trainer, Data Science' });
    expect(application).toHaveTextContent('ravi-cv.pdf');
    expect(application).toHaveTextContent('I teach Python.');
    expect(application).toHaveTextContent('not recorded (API)');
    expect(application).toHaveTextContent('Staff notesNone');

    expect(screen.getByRole('link', { name: 'Download as JSON' })).toHaveAttribute('href', '/api/your-data/export.json');
    expect(screen.getByRole('link', { name: 'Download as PDF' })).toHaveAttribute('href', '/api/your-data/export.pdf');
    expect(screen.getByText('No requests yet.')).toBeInTheDocument();
    // Headings in order: the page's h1, a section's h2, a record's h3.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What we hold',
      'Download',
      'Correct your details',
      'News and offers',
      'Erase my data',
      'Nominee',
      'Your requests',
    ]);
  });

  it('is not opened while the server renders the page (nor by a mail scanner fetching it)', () => {
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const element = (
      <Provider store={store}>
        <MemoryRouter initialEntries={[LINK]}>
          <Routes>
            <Route path="/your-data/:id/:token" element={<YourDataLinkPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    );
    expect(renderToString(element)).toContain('Opening your data...');
    expect(sent).toEqual([]);
  });

  it('sends the corrected details, from the newest record, and shows the answer', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await opened();
    const form = screen.getByRole('form', { name: 'Correct your details' });
    const name = within(form).getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveValue('Ravi Kumar');
    await user.clear(name);
    await fill(user, name, ' Ravi Shankar Kumar ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Code' }), '+44');
    const phone = within(form).getByRole('textbox', { name: /Phone number/ });
    await user.clear(phone);
    await fill(user, phone, '98765 43211');
    await user.click(within(form).getByRole('button', { name: 'Save my details' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(PRIVACY_MESSAGES.corrected);
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/your-data/details',
        body: { name: 'Ravi Shankar Kumar', email: 'ravi@example.in', countryCode: '+44', phone: '9876543211' },
      },
    ]);
    expect(screen.getByRole('article', { name: 'Call back / demo: Data Science' })).toHaveTextContent('+44 9876543211');
  });

  it('shows the server’s refusal of a correction at its field', async () => {
    answers['PUT /api/your-data/details'] = () =>
      Response.json({ message: 'Invalid details.', fieldErrors: { email: 'This e-mail cannot be used.' } }, { status: 400 });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await opened();
    const form = screen.getByRole('form', { name: 'Correct your details' });
    await user.click(within(form).getByRole('button', { name: 'Save my details' }));
    expect(await within(form).findByText('This e-mail cannot be used.')).toBeInTheDocument();
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it('withdraws the consent to news and offers and shows the view the server answered', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await opened();
    const section = screen.getByRole('region', { name: 'News and offers' });
    expect(within(section).getByText(/You agreed to get news/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Withdraw my consent' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(PRIVACY_MESSAGES.withdrawn);
    expect(within(section).getByText(/^Withdrawn: you get no news or offers/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Call back / demo: Data Science' })).not.toHaveTextContent('News about courses and offers');
    expect(writes()).toEqual([{ method: 'POST', path: '/api/your-data/withdraw', body: null }]);
  });

  it('asks for erasure only once confirmed, then shows the open request with its due date', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await opened();
    const section = screen.getByRole('region', { name: 'Erase my data' });
    await user.click(within(section).getByRole('button', { name: 'Erase my data' }));
    await pressInDialog(user, 'Erase your data?', 'Cancel');
    await dialogClosed();
    expect(writes()).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Erase my data' }));
    await pressInDialog(user, 'Erase your data?', 'Yes, erase my data');
    expect(await within(section).findByRole('status')).toHaveTextContent(PRIVACY_MESSAGES.erasureRequested);
    expect(section).toHaveTextContent('Your erasure request is with us. We will complete it by 22 December 2026 and tell you by e-mail.');
    expect(within(section).queryByRole('button', { name: 'Erase my data' })).not.toBeInTheDocument();
    const requests = screen.getByRole('list', { name: 'Your requests' });
    expect(requests).toHaveTextContent('Erasure');
    expect(requests).toHaveTextContent('Open');
    expect(requests).toHaveTextContent('due by 22 December 2026');
    expect(writes()).toEqual([{ method: 'POST', path: '/api/your-data/erasure', body: null }]);
  });

  it('says the link has expired, with the way to a new one', async () => {
    answers[`POST ${OPEN}`] = () => Response.json({ message: PRIVACY_MESSAGES.expiredLink }, { status: 400 });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PRIVACY_MESSAGES.expiredLink);
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/your-data');
    expect(screen.queryByRole('heading', { name: 'What we hold' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('reloaded, shows the view this browser opened with the link while it lasts, else that the link is used', async () => {
    answers[`POST ${OPEN}`] = () => Response.json({ message: PRIVACY_MESSAGES.usedLink }, { status: 400 });
    const first = renderPage();
    await opened();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${OPEN}`, 'GET /api/your-data']);
    first.unmount();

    answers['GET /api/your-data'] = () => Response.json({ message: PRIVACY_MESSAGES.notOpen }, { status: 401 });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.usedLink);
  });

  it('says the view has ended when an action answers 401, and leaves an admin signed in on this browser signed in', async () => {
    answers['POST /api/your-data/withdraw'] = () => Response.json({ message: PRIVACY_MESSAGES.notOpen }, { status: 401 });
    const user = userEvent.setup({ delay: null });
    const { store } = renderPage(SIGNED_IN_ADMIN);
    await opened();
    await user.click(screen.getByRole('button', { name: 'Withdraw my consent' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PRIVACY_MESSAGES.notOpen);
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/your-data');
    expect(screen.queryByRole('heading', { name: 'What we hold' })).not.toBeInTheDocument();
    expect(store.getState().session.status).toBe('signed-in');
  });

  it('closes the view', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await opened();
    await user.click(screen.getByRole('button', { name: 'Close this view' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PRIVACY_MESSAGES.closed);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'What we hold' })).not.toBeInTheDocument());
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/your-data', body: null }]);
  });
});
