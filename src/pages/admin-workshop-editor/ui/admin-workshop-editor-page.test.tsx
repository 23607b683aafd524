import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { END_BEFORE_START_MESSAGE } from '@contract';
import { answerFetches, renderWithProviders, workshopDto } from '@/shared/lib/test';
import { AdminWorkshopEditorPage } from './admin-workshop-editor-page';

jest.setTimeout(30_000);

const WORKSHOP = workshopDto({
  title: 'Data Science Workshop',
  slug: 'data-science',
  startsAt: '2099-12-12T08:30:00.000Z',
  endsAt: '2099-12-12T11:30:00.000Z',
  capacity: 40,
  seatsLeft: 12,
  sessions: ['Sat, 12 Dec 2099 (2pm-5pm)'],
  version: 3,
});

const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
let answer: (body: Record<string, unknown>) => Response = (body) => Response.json({ ...WORKSHOP, ...body });
answerFetches(async (request, pathname) => {
  if (request.method === 'GET' && pathname === '/api/workshops/data-science') return Response.json(WORKSHOP);
  const body = (await request.json()) as Record<string, unknown>;
  sent.push({ method: request.method, path: pathname, body });
  return answer(body);
});
afterEach(() => {
  sent.length = 0;
  answer = (body) => Response.json({ ...WORKSHOP, ...body });
});

const ADMIN_LIST = { path: '/admin/workshops', element: <h1>Manage Workshops</h1> };
const renderNew = () =>
  renderWithProviders(<AdminWorkshopEditorPage />, { route: '/admin/workshops/new', path: '/admin/workshops/new', routes: [ADMIN_LIST] });
const renderEdit = () =>
  renderWithProviders(<AdminWorkshopEditorPage />, {
    route: '/admin/workshops/edit/data-science',
    path: '/admin/workshops/edit/:slug',
    routes: [ADMIN_LIST],
  });

/** A date-time field takes its value whole, as a browser's picker sets it. */
const setDateTime = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AdminWorkshopEditorPage', () => {
  it('creates a workshop with its start and end in Hyderabad time and its seats', async () => {
    const user = userEvent.setup({ delay: null });
    renderNew();
    await user.type(screen.getByLabelText(/^Title/), 'React in a Day');
    await user.type(screen.getByLabelText(/^Description/), 'Components, hooks and a deployed app.');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Full Stack' }));
    setDateTime(/^Starts/, '2099-12-19T14:00');
    setDateTime(/^Ends/, '2099-12-19T17:00');
    await user.type(screen.getByLabelText(/^Capacity \(seats\)/), '30');
    await user.type(screen.getByLabelText(/^Learning outcomes/), 'A deployed React app.');
    await user.click(screen.getByRole('button', { name: 'Create Workshop' }));
    expect(await screen.findByRole('heading', { name: 'Manage Workshops' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/workshops',
        body: expect.objectContaining({
          title: 'React in a Day',
          category: 'Full Stack',
          startsAt: '2099-12-19T14:00',
          endsAt: '2099-12-19T17:00',
          capacity: 30,
          sessions: [],
        }) as unknown,
      },
    ]);
    expect(sent[0]?.body).not.toHaveProperty('date');
  });

  it('shows the start, end and capacity of the workshop being edited, and sends no limit for an emptied capacity', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit();
    expect(await screen.findByLabelText(/^Starts/)).toHaveValue('2099-12-12T14:00');
    expect(screen.getByLabelText(/^Ends/)).toHaveValue('2099-12-12T17:00');
    expect(screen.getByLabelText(/^Capacity \(seats\)/)).toHaveValue(40);
    await user.clear(screen.getByLabelText(/^Capacity \(seats\)/));
    await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
    expect(await screen.findByRole('heading', { name: 'Manage Workshops' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/workshops/data-science',
        body: expect.objectContaining({ startsAt: '2099-12-12T14:00', endsAt: '2099-12-12T17:00', capacity: null, version: 3 }) as unknown,
      },
    ]);
  });

  it('shows a missing start, an end before the start and a capacity below one at their fields, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit();
    await screen.findByLabelText(/^Starts/);
    setDateTime(/^Starts/, '');
    await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
    expect(await screen.findByText('Start is required.')).toBeInTheDocument();

    setDateTime(/^Starts/, '2099-12-12T14:00');
    setDateTime(/^Ends/, '2099-12-12T13:00');
    await user.clear(screen.getByLabelText(/^Capacity \(seats\)/));
    await user.type(screen.getByLabelText(/^Capacity \(seats\)/), '0');
    await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
    expect(await screen.findByText(END_BEFORE_START_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ends/)).toHaveAccessibleDescription(END_BEFORE_START_MESSAGE);
    expect(screen.getByLabelText(/^Capacity \(seats\)/)).toHaveAccessibleDescription('Capacity must be at least 1.');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a field at that field", async () => {
    answer = () =>
      Response.json({ message: 'Validation failed.', fieldErrors: { endsAt: 'The end must be after the start.' } }, { status: 400 });
    const user = userEvent.setup({ delay: null });
    renderEdit();
    await screen.findByLabelText(/^Starts/);
    await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
    expect(await screen.findByText('Error: Validation failed.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ends/)).toHaveAccessibleDescription('The end must be after the start.');
  });
});
