import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type WorkshopDto } from '@contract';
import { THANK_YOU_RESET_MS } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { WorkshopRegistrationForm } from './workshop-registration-form';

jest.setTimeout(20_000);

const WORKSHOP: WorkshopDto = {
  _id: 'w1',
  slug: 'data-science',
  title: 'Data Science Workshop',
  description: 'Three hours of hands-on data science.',
  category: 'Data Science',
  date: '13th Sept',
  dateIso: '2025-09-13',
  duration: '3 Hours',
  sessions: ['13th Sept (2pm-5pm)'],
  topics: [{ title: 'pandas' }],
  highlights: { learningOutcomes: 'A trained model.', careerPaths: ['Data Scientist'] },
  image: '/images/workshops/data-science.svg',
  createdAt: '2025-08-01T00:00:00.000Z',
  updatedAt: '2025-08-01T00:00:00.000Z',
  version: 1,
};

const requests: Record<string, unknown>[] = [];
beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    if (!new URL(request.url).pathname.endsWith('/api/FormLeadCapture/itx/13')) throw new Error(`unexpected ${request.url}`);
    requests.push((await request.json()) as Record<string, unknown>);
    return Response.json({ StatusCode: 200, message: 'Thank you! Our team will get in touch with you shortly.' });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  requests.length = 0;
});

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Meera Nair');
  await user.type(screen.getByLabelText(/Email/), 'meera@example.in');
  await user.type(screen.getByLabelText(/Phone number/), '9000011111');
}

describe('WorkshopRegistrationForm', () => {
  it('asks for a session when the workshop has sessions, and sends nothing without one', async () => {
    const user = userEvent.setup();
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
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderWithProviders(<WorkshopRegistrationForm workshop={WORKSHOP} />);
      await fillContact(user);
      await user.selectOptions(screen.getByLabelText(/Session/), '13th Sept (2pm-5pm)');
      await user.click(screen.getByRole('button', { name: 'Register Now' }));
      expect(await screen.findByText('Thank you for your request!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View All Workshops' })).toHaveAttribute('href', '/bootcamps');
      expect(requests).toEqual([
        expect.objectContaining({
          name: 'Meera Nair',
          email: 'meera@example.in',
          countryCode: '+91',
          phone: '9000011111',
          session: '13th Sept (2pm-5pm)',
          bootcampTitle: 'Data Science Workshop',
          bootcampSlug: 'data-science',
        }),
      ]);
      act(() => {
        jest.advanceTimersByTime(THANK_YOU_RESET_MS);
      });
      expect(await screen.findByLabelText(/Full name/)).toHaveValue('');
      expect(screen.getByLabelText(/Session/)).toHaveValue('');
    } finally {
      jest.useRealTimers();
    }
  });
});
