import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_SUCCESS_MESSAGE, WAITLIST_MESSAGE, type WorkshopDto } from '@contract';
import { answerFetches, jsonLdOfType, renderWithProviders, typeContact, workshopDto } from '@/shared/lib/test';
import { WorkshopDetailPage } from './workshop-detail-page';

jest.setTimeout(20_000);

const SESSION = 'Sat, 12 Dec 2099 (2pm-5pm)';
const OPEN = workshopDto({ slug: 'data-science', sessions: [SESSION], capacity: 40, seatsLeft: 12 });
const FULL: WorkshopDto = { ...OPEN, seatsLeft: 0, status: 'full' };
const ENDED = workshopDto({ slug: 'data-science', startsAt: '2025-09-13T08:30:00.000Z', sessions: [SESSION], capacity: 40, seatsLeft: 3 });

/** What the API serves for the workshop, and answers a registration with. */
let served: WorkshopDto;
let registration: () => Response;
const sent: string[] = [];
answerFetches((request, pathname) => {
  sent.push(`${request.method} ${pathname}`);
  if (request.method === 'GET' && pathname === '/api/workshops/data-science') return Response.json(served);
  if (request.method === 'POST' && pathname === '/api/FormLeadCapture/itx/13') return registration();
  throw new Error(`unexpected ${request.method} ${request.url}`);
});
beforeEach(() => {
  registration = () => Response.json({ StatusCode: 200, message: LEAD_SUCCESS_MESSAGE });
});
afterEach(() => {
  sent.length = 0;
});

const renderWorkshop = () => renderWithProviders(<WorkshopDetailPage />, { route: '/workshops/data-science', path: '/workshops/:slug' });
const eventJsonLd = () => jsonLdOfType('Event')[0];

async function register(user: ReturnType<typeof userEvent.setup>) {
  // The form's code loads on its own (it ends the page).
  await screen.findByRole('button', { name: 'Register Now' });
  await typeContact(user, { name: 'Meera Nair', email: 'meera@example.in', phone: '9000011111' });
  await user.selectOptions(screen.getByLabelText(/Session/), SESSION);
  await user.click(screen.getByRole('button', { name: 'Register Now' }));
}

describe('WorkshopDetailPage', () => {
  it('shows when (with the year), how long, where and the seats left, and takes registrations', async () => {
    served = OPEN;
    renderWorkshop();
    expect(await screen.findByRole('heading', { name: 'Data Science Workshop', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Sat, 12 Dec 2099, 2:00 PM – 5:00 PM IST')).toBeInTheDocument();
    expect(screen.getByText('3 Hours')).toBeInTheDocument();
    expect(screen.getByText('ITX, 3rd Floor, Cyber Heights, Road No. 2, HITEC City, Hyderabad')).toBeInTheDocument();
    expect(screen.getByText('12 seats left')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Register for this workshop' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Register Now' })).toBeInTheDocument();
    expect(eventJsonLd()).toMatchObject({ startDate: '2099-12-12T14:00:00+05:30', offers: { availability: 'https://schema.org/InStock' } });
  });

  it('says a fully booked workshop takes registrations onto its waitlist, and gives the server’s waitlist answer', async () => {
    served = FULL;
    registration = () => Response.json({ StatusCode: 200, message: WAITLIST_MESSAGE });
    const user = userEvent.setup({ delay: null });
    renderWorkshop();
    expect(await screen.findByText('Fully booked: registrations join the waitlist')).toBeInTheDocument();
    expect(screen.queryByText(/seats? left/)).not.toBeInTheDocument();
    expect(eventJsonLd()).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    await register(user);
    const thanks = (await screen.findByText('You are on the waitlist')).closest('[role="status"]');
    expect(thanks).toHaveTextContent(WAITLIST_MESSAGE);
  });

  it('replaces the registration form of an ended workshop with a link to the workshops', async () => {
    served = ENDED;
    renderWorkshop();
    expect(await screen.findByRole('heading', { name: 'This workshop has ended' })).toBeInTheDocument();
    expect(screen.getByText('Sat, 13 Sep 2025, 2:00 PM – 5:00 PM IST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See upcoming workshops' })).toHaveAttribute('href', '/workshops');
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
    expect(screen.queryByText('3 seats left')).not.toBeInTheDocument();
    expect(eventJsonLd()).not.toHaveProperty('offers');
  });

  it('closes registration when the server says the workshop ended while the page was open', async () => {
    served = OPEN;
    registration = () => {
      served = ENDED;
      return Response.json(
        {
          StatusCode: 400,
          message: 'This workshop has ended: registrations are closed.',
          fieldErrors: { bootcampSlug: 'This workshop has ended.' },
        },
        { status: 400 },
      );
    };
    const user = userEvent.setup({ delay: null });
    renderWorkshop();
    await screen.findByRole('heading', { name: 'Register for this workshop' });
    await register(user);
    expect(await screen.findByText('This workshop has ended: registrations are closed.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'This workshop has ended' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(sent.filter((s) => s === 'GET /api/workshops/data-science')).toHaveLength(2);
  });
});
