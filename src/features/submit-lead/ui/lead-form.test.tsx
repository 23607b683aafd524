import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_PAGE_COPY, SPEC_LEAD_COURSES } from '@contract';
import {
  courseSummaryDto,
  fill,
  passThankYouTime,
  renderWithProviders,
  siteSettingsDto,
  typeContact,
  withFakeTimers,
} from '@/shared/lib/test';
import { LeadForm } from './lead-form';
import { LeadFormDialog } from './lead-form-dialog';

jest.setTimeout(20_000);

const requests: Record<string, unknown>[] = [];
/** The call-back notice as staff saved it (page texts version 4). */
const NOTICE = 'We collect your name and phone to call you back.\n\nWe keep them for 24 months.';
const ok = () => Response.json({ StatusCode: 200, message: 'Thank you! Our team will get in touch with you shortly.' });
let answer: () => Response = ok;
let formKey = 'itx';
/** The extra course names Site settings hold (null: never saved, the spec's names). */
let extras: string[] | null = null;
const COURSES = [
  courseSummaryDto({ title: 'Data Science' }),
  courseSummaryDto({ title: 'Python Full-stack', leadCourse: 'Python Full Stack Development' }),
  courseSummaryDto({ title: 'Cloud Computing' }),
];

// The network boundary: every request the form makes goes through fetch (msw 3 is ESM-only under this Jest setup).
beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/courses') return Response.json(COURSES);
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/site/settings') {
      return Response.json(
        siteSettingsDto({
          leadCourseExtras: {
            names: extras ?? [...SPEC_LEAD_COURSES],
            custom: extras !== null,
            version: extras ? 1 : 0,
            updatedAt: extras ? '2026-11-28T09:00:00.000Z' : null,
          },
          copy: { copy: { ...DEFAULT_PAGE_COPY, noticeCallBack: NOTICE }, custom: true, version: 4, updatedAt: '2026-11-28T09:00:00.000Z' },
        }),
      );
    }
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith(`/api/FormLeadCapture/${formKey}/5`)) {
      throw new Error(`unexpected request ${request.method} ${request.url}`);
    }
    requests.push((await request.json()) as Record<string, unknown>);
    return answer();
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  requests.length = 0;
  answer = ok;
  formKey = 'itx';
  extras = null;
  document.head.querySelector('meta[name="itx-lead-form-key"]')?.remove();
});

async function fillForm(user: ReturnType<typeof userEvent.setup>, phone = '9876543210') {
  await typeContact(user, { name: 'Ravi Kumar', email: 'ravi@example.in', phone });
  await screen.findByRole('option', { name: 'Data Science' });
  await user.selectOptions(screen.getByLabelText(/Course/), 'Data Science');
}

describe('LeadForm', () => {
  it("starts with +91, the disabled course placeholder, the courses on sale, then the spec's names the catalogue lacks", async () => {
    renderWithProviders(<LeadForm />);
    expect(screen.getByLabelText(/Code/)).toHaveValue('+91');
    const placeholder = screen.getByRole('option', { name: 'Select a course' });
    expect(placeholder).toBeDisabled();
    await screen.findByRole('option', { name: 'Cloud Computing' });
    await screen.findByRole('option', { name: 'MEAN Stack' });
    expect(
      within(screen.getByLabelText(/Course/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select a course',
      'Data Science',
      'Python Full Stack Development',
      'Cloud Computing',
      'Java Full Stack Development',
      'Data Analytics',
      'MERN Stack',
      'MEAN Stack',
    ]);
  });

  it("lists the extra names staff saved instead of the spec's (none: the catalogue only)", async () => {
    extras = ['Cyber Security'];
    const { unmount } = renderWithProviders(<LeadForm />);
    await screen.findByRole('option', { name: 'Cyber Security' });
    expect(screen.queryByRole('option', { name: 'MEAN Stack' })).not.toBeInTheDocument();
    unmount();
  });

  it('takes a phone typed with spaces, dashes or dots and sends its ten digits', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadForm />);
    await fillForm(user, '98765-43.2 10');
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ phone: '9876543210' });
  });

  it('starts with the preset course chosen, before and after the course list arrives', async () => {
    renderWithProviders(<LeadForm initialCourse="Python Full Stack Development" />);
    expect(screen.getByLabelText(/Course/)).toHaveValue('Python Full Stack Development');
    await screen.findByRole('option', { name: 'Cloud Computing' });
    expect(screen.getByLabelText(/Course/)).toHaveValue('Python Full Stack Development');
    expect(screen.getAllByRole('option', { name: 'Python Full Stack Development' })).toHaveLength(1);
  });

  it('shows the phone message and sends nothing when the phone is not 10 digits', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadForm />);
    await fillForm(user, '98765');
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(await screen.findByText('Phone number must be exactly 10 digits.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('posts to the form key the server names in the page (LEAD_FORM_KEY)', async () => {
    formKey = 'campus-2027';
    const meta = document.createElement('meta');
    meta.name = 'itx-lead-form-key';
    meta.content = formKey;
    document.head.append(meta);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('names every missing field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadForm />);
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    expect(screen.getByText('Please select a course.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the lead with its page, shows the toast and the thank-you, then an empty form after 5 seconds', async () => {
    await withFakeTimers(async (user) => {
      renderWithProviders(<LeadForm />, { route: '/enrollnow?utm_source=google&utm_campaign=november' });
      await fillForm(user);
      await user.selectOptions(screen.getByLabelText(/Code/), '+44');
      await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
      expect(await screen.findByText('Thank you for your request!')).toBeInTheDocument();
      expect(screen.getByText('Our team will get in touch with you shortly.')).toBeInTheDocument();
      expect(await screen.findByText('Thank you! Our team will get in touch with you shortly.')).toBeInTheDocument();
      expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
      expect(requests).toEqual([
        expect.objectContaining({
          name: 'Ravi Kumar',
          email: 'ravi@example.in',
          countryCode: '+44',
          phone: '9876543210',
          courseInterest: 'Data Science',
          website: '',
          sourcePage: expect.any(String),
          // The notice the form showed, and no news and offers unless ticked (issue 42).
          noticeVersion: '4',
          marketingConsent: 'false',
        }),
      ]);
      passThankYouTime();
      expect(await screen.findByLabelText(/Full name/)).toHaveValue('');
      expect(screen.getByLabelText(/Code/)).toHaveValue('+91');
    });
  });

  it('shows the privacy notice staff keep, and records news and offers only when the visitor ticks the box', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadForm />);
    expect(await screen.findByText('We collect your name and phone to call you back.')).toBeInTheDocument();
    expect(screen.getByText('We keep them for 24 months.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your data and your rights' })).toHaveAttribute('href', '/your-data');
    const news = screen.getByRole('checkbox', { name: DEFAULT_PAGE_COPY.noticeMarketing });
    expect(news).not.toBeChecked();
    await fillForm(user);
    await user.click(news);
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ noticeVersion: '4', marketingConsent: 'true' });
  });

  it("shows the server's refusal message and keeps the form", async () => {
    answer = () =>
      Response.json({ StatusCode: 429, message: 'Too many requests from your network. Please try again in 9 minutes.' }, { status: 429 });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(await screen.findByText('Too many requests from your network. Please try again in 9 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.queryByText('Thank you for your request!')).not.toBeInTheDocument();
  });

  it('treats a non-200 StatusCode in a 200 answer as a failure, with the fallback message', async () => {
    answer = () => Response.json({ StatusCode: 500, message: '' });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(await screen.findByText('Failed to submit the form.')).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your request!')).not.toBeInTheDocument();
  });

  it('says "An error occurred" when the request itself fails', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book Your Free Demo
      </button>
      <LeadFormDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('LeadFormDialog', () => {
  it('opens with the title, and closing resets every field and the country code to +91', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Book Your Free Demo' }));
    const dialog = await screen.findByRole('dialog', { name: /Book your Free Demo/ });
    expect(dialog).toHaveTextContent('Get personalized course guidance');
    await user.type(screen.getByLabelText(/Full name/), 'Asha');
    await user.selectOptions(screen.getByLabelText(/Code/), '+61');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Book Your Free Demo' }));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/Code/)).toHaveValue('+91');
  });
});
