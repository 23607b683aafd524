import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BROCHURE_READY_MESSAGE, type BrochureLinkDto } from '@contract';
import { answerFetches, fill, renderWithProviders } from '@/shared/lib/test';
import { BrochurePanel } from './brochure-panel';

jest.setTimeout(20_000);

const LINK: BrochureLinkDto = {
  message: BROCHURE_READY_MESSAGE,
  url: '/api/courses/data-science/brochure.pdf?t=1900000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  expiresAt: '2030-03-17T10:00:00.000Z',
};

const sent: { path: string; body: Record<string, unknown> }[] = [];
let answer: () => Response = () => Response.json(LINK);

// The network boundary (msw 3 is ESM-only under this Jest setup): every request the panel makes.
answerFetches(async (request, pathname) => {
  if (request.method !== 'POST') throw new Error(`unexpected request ${request.method} ${request.url}`);
  sent.push({ path: pathname, body: (await request.json()) as Record<string, unknown> });
  return answer();
});
afterEach(() => {
  sent.length = 0;
  answer = () => Response.json(LINK);
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const renderPanel = (route = '/courses/data-science') =>
  renderWithProviders(<BrochurePanel course={{ slug: 'data-science', title: 'Data Science' }} />, { route });

describe('BrochurePanel', () => {
  it('asks for a name and a phone number with its country code, under its own heading', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Download the Brochure' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Full name/)).toBeRequired();
    expect(screen.getByLabelText(/Code/)).toHaveValue('+91');
    expect(screen.getByLabelText(/Phone number/)).toBeRequired();
    expect(screen.queryByLabelText(/Email/)).not.toBeInTheDocument();
  });

  it('names every missing or wrong field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Get the Brochure' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Phone number/), '98765');
    await user.tab();
    expect(await screen.findByText('Phone number must be exactly 10 digits.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the request with the visit’s campaign, then shows the download link with the focus on it and that we will call', async () => {
    // The campaign the visitor arrived with, read from the browser's address as on the site.
    window.history.replaceState(null, '', '/courses/data-science?utm_source=instagram&utm_campaign=diwali');
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.type(await screen.findByLabelText(/Full name/), '  Ravi Kumar ');
    await user.selectOptions(screen.getByLabelText(/Code/), '+44');
    await fill(user, screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get the Brochure' }));

    const link = await screen.findByRole('link', { name: 'Download the Data Science brochure (PDF)' });
    expect(link).toHaveAttribute('href', LINK.url);
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getByText('Your brochure is ready.')).toBeInTheDocument();
    expect(screen.getByText(/Our team will call you on \+44 9876543210 shortly/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/api/courses/data-science/brochure',
        body: {
          name: 'Ravi Kumar',
          countryCode: '+44',
          phone: '9876543210',
          website: '',
          utmSource: 'instagram',
          utmCampaign: 'diwali',
          // No notice version: this test's page has no site settings to show one from (the server records "not recorded").
          marketingConsent: 'false',
        },
      },
    ]);
  });

  it("shows the server's refusal, puts its field messages on the fields and keeps the form", async () => {
    answer = () =>
      Response.json(
        { message: 'Phone number must be exactly 10 digits.', fieldErrors: { phone: 'Phone number must be exactly 10 digits.' } },
        { status: 400 },
      );
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await fill(user, await screen.findByLabelText(/Full name/), 'Ravi Kumar');
    await fill(user, screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get the Brochure' }));
    expect(await screen.findAllByText('Phone number must be exactly 10 digits.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('says the request failed when no answer comes', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await fill(user, await screen.findByLabelText(/Full name/), 'Ravi Kumar');
    await fill(user, screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get the Brochure' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get the Brochure' })).toBeEnabled();
  });
});
