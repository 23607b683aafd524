import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTRATION_MESSAGES, type WorkshopRegistrationDto } from '@contract';
import { answerFetches, renderWithProviders, type SentRequest } from '@/shared/lib/test';
import { WorkshopRegistrationPage } from './workshop-registration-page';

const ID = '6f1c2c1e-4d7a-4b8e-9c1a-2f3e4d5c6b7a';
const TOKEN = 'k'.repeat(43);
const API_PATH = `/api/workshop-registrations/${ID}/${TOKEN}`;
const sent: SentRequest[] = [];
let registration: WorkshopRegistrationDto;
let known = true;

answerFetches(async (request, pathname) => {
  if (!known) return Response.json({ message: REGISTRATION_MESSAGES.invalidLink }, { status: 404 });
  if (pathname === API_PATH && request.method === 'GET') return Response.json(registration);
  if (pathname !== `${API_PATH}/cancel`) throw new Error(`unexpected request ${request.method} ${pathname}`);
  sent.push({ method: request.method, path: pathname, body: null });
  registration = { ...registration, state: 'cancelled', cancellable: false };
  return Response.json({ message: REGISTRATION_MESSAGES.cancelled });
});

beforeEach(() => {
  sent.length = 0;
  known = true;
  registration = {
    name: 'Asha Rao',
    state: 'seat',
    session: 'Morning',
    workshop: {
      slug: 'git-in-a-morning',
      title: 'Git in a Morning',
      startsAt: '2027-01-09T04:30:00.000Z',
      endsAt: '2027-01-09T07:30:00.000Z',
    },
    cancellable: true,
  };
});

const renderPage = () =>
  renderWithProviders(<WorkshopRegistrationPage />, {
    route: `/workshop-registration/${ID}/${TOKEN}`,
    path: '/workshop-registration/:id/:token',
  });

describe('a workshop registration’s own page (issue 43)', () => {
  it('shows the registration, and cancels it only after the registrant confirms', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Git in a Morning' }));
    expect(section.getByRole('link', { name: 'Git in a Morning' })).toHaveAttribute('href', '/workshops/git-in-a-morning');
    expect(section.getByText('Sat, 9 Jan 2027, 10:00 AM – 1:00 PM IST')).toBeInTheDocument();
    expect(section.getByText('Session: Morning')).toBeInTheDocument();
    expect(section.getByText('You have a seat.')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Cancel my registration' }));
    expect(await screen.findByText('Cancel your registration? Your seat goes to the next person waiting.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(sent).toEqual([]);

    await user.click(section.getByRole('button', { name: 'Cancel my registration' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.cancelled)).toBeInTheDocument();
    expect(await screen.findByText('This registration is cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).toBeNull();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([`POST ${API_PATH}/cancel`]);
  });

  it('says so when the link is not valid', async () => {
    known = false;
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.invalidLink);
  });

  it('offers no cancel once the workshop has started', async () => {
    registration = { ...registration, cancellable: false };
    renderPage();
    expect(await screen.findByText(REGISTRATION_MESSAGES.started)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).toBeNull();
  });
});
