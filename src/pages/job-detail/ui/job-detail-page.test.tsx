import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDto } from '@contract';
import { answerFetches, fill, jobDto, jsonLdOfType, renderWithProviders, typeContact } from '@/shared/lib/test';
import { JobDetailPage } from './job-detail-page';

const JOB = jobDto({
  title: 'Data Science Trainer',
  validThrough: '2099-01-31T18:29:59.000Z',
  salary: { currency: 'INR', value: 65000, unit: 'MONTH' },
  experienceRequired: 3,
  jobDescription: 'Lead our Data Science programme.\n\nTeach batches of 30 learners.',
  keyResponsibilities: ['Deliver classes', 'Design labs', 'Review notebooks', 'Mentor learners', 'Update modules'],
});
const FRESHER: JobDto = {
  ...JOB,
  _id: 'j2',
  slug: 'teaching-assistant',
  title: 'Teaching Assistant',
  experienceRequired: 0,
  isFresher: true,
  jobType: 'part-time',
  type: 'Part Time',
};
const CLOSED: JobDto = { ...JOB, _id: 'j3', slug: 'closed-role', title: 'Closed Role', validThrough: '2020-01-31T18:29:59.000Z' };
const SWITCHED_OFF: JobDto = { ...JOB, _id: 'j4', slug: 'switched-off', title: 'Switched Off Role', open: false };

const leads: Record<string, unknown>[] = [];

answerFetches(async (request, pathname) => {
  if (request.method === 'POST' && pathname === '/api/FormLeadCapture/itx/21') {
    leads.push((await request.json()) as Record<string, unknown>);
    return Response.json({ StatusCode: 200, message: 'Thank you! Our team will get in touch with you shortly.' });
  }
  const job = [JOB, FRESHER, CLOSED, SWITCHED_OFF].find((j) => pathname === `/api/career/job/slug/${j.slug}`);
  return job ? Response.json(job) : Response.json({ message: 'Job not found.' }, { status: 404 });
});
afterEach(() => {
  leads.length = 0;
});

jest.setTimeout(30_000);

const renderJob = (slug: string) => renderWithProviders(<JobDetailPage />, { route: `/careers/${slug}`, path: '/careers/:slug' });
/** The page's JobPosting structured data (the institute's Organization and breadcrumbs are there too). */
const jsonLd = () => jsonLdOfType('JobPosting');
/** The value shown next to a label in the job's facts. */
const fact = (label: string) => {
  const term = [...document.querySelectorAll('dl dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
};

describe('JobDetailPage', () => {
  it('shows the whole posting: facts, description and the five responsibilities', async () => {
    renderJob('data-science-trainer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Science Trainer' })).toBeInTheDocument();
    expect(fact('Location')).toBe('HITEC City, Hyderabad');
    expect(fact('Job type')).toBe('Full Time');
    expect(fact('Experience')).toBe('3 years');
    expect(fact('Salary')).toBe('₹65,000 per month');
    expect(fact('Posted on')).toBe('1 Nov 2026');
    expect(fact('Apply by')).toBe('31 Jan 2099');
    expect(screen.getByText('Lead our Data Science programme.')).toBeInTheDocument();
    expect(screen.getByText('Teach batches of 30 learners.')).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Key responsibilities' }).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(JOB.keyResponsibilities);
    // The form's code loads on its own (below the first screen on a phone).
    expect(await screen.findByRole('form', { name: 'Apply for Data Science Trainer' })).toBeInTheDocument();
  });

  it('puts JobPosting structured data on the page that matches what it shows', async () => {
    renderJob('data-science-trainer');
    await screen.findByRole('heading', { level: 1, name: 'Data Science Trainer' });
    const [ld] = jsonLd();
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Data Science Trainer',
      datePosted: JOB.createdAt,
      validThrough: JOB.validThrough,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'ITX' },
      jobLocation: { address: { addressLocality: 'Hyderabad', addressCountry: 'IN' } },
      baseSalary: { currency: 'INR', value: { value: 65000, unitText: 'MONTH' } },
      experienceRequirements: { monthsOfExperience: 36 },
      url: 'http://localhost/careers/data-science-trainer',
    });
    for (const r of JOB.keyResponsibilities) expect(ld?.description).toContain(`<li>${r}</li>`);
  });

  it('shows "Fresher" for a job needing no experience', async () => {
    renderJob('teaching-assistant');
    await screen.findByRole('heading', { level: 1, name: 'Teaching Assistant' });
    expect(fact('Experience')).toBe('Fresher');
    expect(fact('Job type')).toBe('Part Time');
    expect(jsonLd()[0]).toMatchObject({ employmentType: 'PART_TIME', experienceRequirements: 'no requirements' });
  });

  it('sends an application as a lead with the job attached, then thanks the candidate', async () => {
    const user = userEvent.setup({ delay: null });
    renderJob('data-science-trainer');
    const form = await screen.findByRole('form', { name: 'Apply for Data Science Trainer' });
    await typeContact(user, { name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' }, form);
    await fill(user, within(form).getByLabelText(/good fit/), 'Five years teaching Python.');
    await user.click(within(form).getByRole('button', { name: 'Apply Now' }));
    // The thanks say what happened, and take the keyboard focus from the button they replace.
    const thanks = await screen.findByText('Your application was received');
    expect(thanks).toHaveFocus();
    expect(screen.getByText(/Thank you for applying for Data Science Trainer/)).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your request!')).not.toBeInTheDocument();
    expect(leads).toEqual([
      expect.objectContaining({
        name: 'Priya Sharma',
        email: 'priya@example.in',
        countryCode: '+91',
        phone: '9876543210',
        jobTitle: 'Data Science Trainer',
        jobSlug: 'data-science-trainer',
        message: 'Five years teaching Python.',
      }),
    ]);
  });

  it('refuses a short phone number without sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    renderJob('data-science-trainer');
    const form = await screen.findByRole('form', { name: 'Apply for Data Science Trainer' });
    await typeContact(user, { name: 'Priya Sharma', email: 'priya@example.in', phone: '98765' }, form);
    await user.click(within(form).getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Phone number must be exactly 10 digits.')).toBeInTheDocument();
    expect(leads).toHaveLength(0);
  });

  it('says a closed posting no longer takes applications, without form or structured data', async () => {
    renderJob('closed-role');
    await screen.findByRole('heading', { level: 1, name: 'Closed Role' });
    const notice = screen.getByText(/This position closed on 31 Jan 2020/);
    expect(notice).toBeInTheDocument();
    expect(screen.getAllByText(/no longer takes applications/)).toHaveLength(1);
    // Said at the top, before the job's facts, which carry no apply-by date.
    const facts = document.querySelector('dl') as HTMLElement;
    expect(notice.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(facts).queryByText('Apply by')).not.toBeInTheDocument();
    expect(screen.queryByText(/Apply by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(jsonLd()).toEqual([]);
  });

  it('says a job the admin closed takes no applications, before its closing date, without form or structured data', async () => {
    renderJob('switched-off');
    await screen.findByRole('heading', { level: 1, name: 'Switched Off Role' });
    expect(screen.getByText(/This position is closed and no longer takes applications\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(jsonLd()).toEqual([]);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('answers an unknown job with "Job not found" and a way back', async () => {
    renderJob('no-such-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/careers');
    expect(jsonLd()).toEqual([]);
  });
});
