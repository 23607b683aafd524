import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_MESSAGES } from '@contract';
import { answerFetches, renderWithProviders } from '@/shared/lib/test';
import { YourDataPage } from './your-data-page';

// Typing key by key into MUI fields is slow on a shared machine.
jest.setTimeout(20_000);

const bodies: unknown[] = [];
let answer: () => Response = () => Response.json({ message: PRIVACY_MESSAGES.linkSent });

answerFetches(async (request, pathname) => {
  if (request.method !== 'POST' || pathname !== '/api/your-data/link') throw new Error(`unexpected ${request.method} ${pathname}`);
  bodies.push(await request.json());
  return answer();
});

beforeEach(() => {
  bodies.length = 0;
  answer = () => Response.json({ message: PRIVACY_MESSAGES.linkSent });
});

async function ask(contact: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /E-mail or phone/ }), contact);
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
}

describe('YourDataPage', () => {
  it('explains the rights, with the way to the grievance officer', () => {
    renderWithProviders(<YourDataPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'What you can do' });
    expect(within(rights).getByText(/withdraw the consent/)).toBeInTheDocument();
    expect(within(rights).getByText(/within 30 days/)).toBeInTheDocument();
    expect(within(rights).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-us');
    expect(within(rights).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy#privacy-contact');
  });

  it("sends the e-mail or phone typed and shows the server's message", async () => {
    answer = () => Response.json({ message: 'Sent, says the server.' });
    renderWithProviders(<YourDataPage />);
    await ask('  Ravi@Example.in ');
    expect(await screen.findByRole('status')).toHaveTextContent('Sent, says the server.');
    expect(bodies).toEqual([{ contact: 'Ravi@Example.in' }]);
  });

  it('refuses what is neither an e-mail nor a phone number and sends nothing', async () => {
    renderWithProviders(<YourDataPage />);
    await ask('ravi at example');
    expect(await screen.findByText(PRIVACY_MESSAGES.contactInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("shows the server's field error at the field, and a refusal without one above the form", async () => {
    answer = () =>
      Response.json({ message: 'Check the field.', fieldErrors: { contact: 'The server refused this contact.' } }, { status: 400 });
    renderWithProviders(<YourDataPage />);
    await ask('9876543210');
    const field = screen.getByRole('textbox', { name: /E-mail or phone/ });
    expect(await screen.findByText('The server refused this contact.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('The server refused this contact.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ contact: '9876543210' }]);

    answer = () => Response.json({ message: 'Too many requests. Please try again in 10 minutes.' }, { status: 429 });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 10 minutes.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
