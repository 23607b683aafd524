import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_SUCCESS_MESSAGE, WAITLIST_MESSAGE } from '@contract';
import { answerFetches, passThankYouTime, renderWithProviders, typeContact, withFakeTimers, workshopDto } from '@/shared/lib/test';
import { WorkshopRegistrationForm } from './workshop-registration-form';

jest.setTimeout(20_000);

const SESSION = 'Sat, 19 Dec 2099 (2pm-5pm)';
const WORKSHOP = workshopDto({
  title: 'Data Science Workshop',
  slug: 'data-science',
  startsAt: '2099-12-19T08:30:00.000Z',
  sessions: [SESSION],
  capacity: 40,
  seatsLeft: 12,
});
const FULL = { ...WORKSHOP, seatsLeft: 0, status: 'full' as const };

const requests: Record<string, unknown>[] = [];
let answerMessage = LEAD_SUCCESS_MESSAGE;
answerFetches(async (request, pathname) => {
  if (!pathname.endsWith('/api/FormLeadCapture/itx/13')) throw new Error(`unexpected ${request.url}`);
  requests.push((await request.json()) as Record<string, unknown>);
  return Response.json({ StatusCode: 200, message: answerMessage });
});
afterEach(() => {
  requests.length = 0;
  answerMessage = LEAD_SUCCESS_MESSAGE;
});

const fillContact = (user: ReturnType<typeof userEvent.setup>) =>
  typeContact(user, { name: 'Meera Nair', email: 'meera@example.in', phone: '9000011111' });

describe('WorkshopRegistrationForm', () => {
  it('asks for a session when the workshop has sessions, and sends nothing without one', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WorkshopRegistrationForm workshop={WORKSHOP} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(await screen.findByText('Please select a session.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('has no session field when the workshop offers none', () => {
    renderWithProviders(<WorkshopRegistrationForm workshop={{ ...WORKSHOP, sessions: [] }} />);
    expect(screen.queryByLabelText(/Session/)).not.toBeInTheDocument();
  });

  it('registers with the session, thanks with View All Workshops, and shows an empty form again after 5 seconds', async () => {
    await withFakeTimers(async (user) => {
      renderWithProviders(<WorkshopRegistrationForm workshop={WORKSHOP} />);
      expect(screen.queryByText(/waitlist/)).not.toBeInTheDocument();
      await fillContact(user);
      await user.selectOptions(screen.getByLabelText(/Session/), SESSION);
      await user.click(screen.getByRole('button', { name: 'Register Now' }));
      expect(await screen.findByText('Thank you for your request!')).toBeInTheDocument();
      expect(screen.getByText('Our team will get in touch with you shortly.')).toBeInTheDocument();
      // The thanks name the workshop, its day and time, and the invitation e-mailed.
      expect(
        screen.getByText(
          'You are registered for Data Science Workshop, Sat, 19 Dec 2099, 2:00 PM – 5:00 PM IST. A confirmation with a calendar invitation is on its way to meera@example.in.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View All Workshops' })).toHaveAttribute('href', '/bootcamps');
      expect(requests).toEqual([
        expect.objectContaining({
          name: 'Meera Nair',
          email: 'meera@example.in',
          countryCode: '+91',
          phone: '9000011111',
          session: SESSION,
          bootcampTitle: 'Data Science Workshop',
          bootcampSlug: 'data-science',
        }),
      ]);
      passThankYouTime();
      expect(await screen.findByLabelText(/Full name/)).toHaveValue('');
      expect(screen.getByLabelText(/Session/)).toHaveValue('');
    });
  });

  it('tells a registrant for a fully booked workshop they join the waitlist, then gives the server’s waitlist answer', async () => {
    answerMessage = WAITLIST_MESSAGE;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WorkshopRegistrationForm workshop={FULL} />);
    expect(
      screen.getByText('This workshop is fully booked: register to join the waitlist, and we will call you if a seat opens.'),
    ).toBeInTheDocument();
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText(/Session/), SESSION);
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    // The thanks that replace the form (the toast says it too).
    const thanks = (await screen.findByText('You are on the waitlist')).closest('[role="status"]');
    expect(thanks).toHaveTextContent(WAITLIST_MESSAGE);
    expect(thanks).toHaveTextContent(
      'Data Science Workshop, Sat, 19 Dec 2099, 2:00 PM – 5:00 PM IST. An e-mail confirming your place on the waitlist is on its way to meera@example.in.',
    );
    expect(thanks).not.toHaveTextContent('calendar invitation');
    expect(thanks).not.toHaveTextContent('Our team will get in touch with you shortly.');
    expect(requests).toEqual([expect.objectContaining({ bootcampSlug: 'data-science', session: SESSION })]);
  });
});
