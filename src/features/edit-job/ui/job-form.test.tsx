import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KEY_RESPONSIBILITIES_MESSAGE, type JobDto } from '@contract';
import { answerFetches, renderWithProviders } from '@/shared/lib/test';
import { JobForm } from './job-form';

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
}
const sent: Sent[] = [];
let answer: (req: Sent) => Response | Promise<Response>;

const savedJob = (body: Record<string, unknown>, slug = 'python-trainer'): JobDto => ({
  _id: 'j1',
  title: String(body.title),
  type: 'Full Time',
  location: String(body.location),
  slug,
  createdAt: '2026-11-01T10:00:00.000Z',
  validThrough: '2026-12-31T10:00:00.000Z',
  salary: { currency: 'INR', value: 25000, unit: 'MONTH' },
  experienceRequired: Number(body.experienceRequired),
  jobType: body.jobType as JobDto['jobType'],
  jobDescription: String(body.jobDescription),
  keyResponsibilities: body.keyResponsibilities as string[],
  isFresher: Boolean(body.isFresher),
  open: body.open !== false,
  version: 1,
});

// The network boundary: every request the form makes goes through fetch.
answerFetches(async (request, path) => {
  const req = { method: request.method, path, body: (await request.json()) as Record<string, unknown> };
  sent.push(req);
  return answer(req);
});
beforeEach(() => {
  answer = (req) => Response.json({ message: 'Job posted successfully!', job: savedJob(req.body) }, { status: 201 });
});
afterEach(() => {
  sent.length = 0;
});

const POINTS = ['Teach Python in live sessions', 'Review projects', 'Run doubt sessions', 'Mentor learners', 'Update the syllabus'];

/** A stored full-time 'Career Counsellor' job (one year's experience) with the five points, as the edit tests open it. */
const counsellorJob = (body: Record<string, unknown>) =>
  savedJob({
    title: 'Career Counsellor',
    experienceRequired: 1,
    jobType: 'full-time',
    jobDescription: 'Guide learners.',
    keyResponsibilities: POINTS,
    ...body,
  });

/** Puts text into a field as a paste (typed key by key, every key re-renders the whole form: minutes on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, points: string[], experience = '2') {
  await fill(user, screen.getByLabelText(/Job title/), 'Python Trainer');
  await user.type(screen.getByLabelText(/Experience \(years\)/), experience);
  await user.selectOptions(screen.getByLabelText(/Job type/), 'Part-time');
  await fill(user, screen.getByLabelText(/About the role/), 'Teach evening batches at HITEC City.');
  for (let i = 0; i < points.length; i++) {
    if (i > 0) await user.click(screen.getByRole('button', { name: 'Add responsibility' }));
    const text = points[i] ?? '';
    if (text) await fill(user, screen.getByLabelText(new RegExp(`^Responsibility ${i + 1}`)), text);
  }
}

// Typing into many MUI fields in jsdom takes a few seconds on a busy machine.
jest.setTimeout(30_000);

describe('JobForm', () => {
  it('starts with one point, blocks removing the last one, and allows up to five', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<JobForm onSaved={jest.fn()} />);
    expect(screen.getAllByLabelText(/^Responsibility \d/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove responsibility 1' })).toBeDisabled();
    const add = screen.getByRole('button', { name: 'Add responsibility' });
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(screen.getAllByLabelText(/^Responsibility \d/)).toHaveLength(5);
    expect(add).toBeDisabled();
    await fill(user, screen.getByLabelText(/^Responsibility 2/), 'Second point');
    await user.click(screen.getByRole('button', { name: 'Remove responsibility 1' }));
    expect(screen.getAllByLabelText(/^Responsibility \d/)).toHaveLength(4);
    expect(screen.getByLabelText(/^Responsibility 1/)).toHaveValue('Second point');
    expect(add).toBeEnabled();
  });

  it('refuses four responsibilities with the documented message and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<JobForm onSaved={jest.fn()} />);
    await fillAll(user, POINTS.slice(0, 4));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(KEY_RESPONSIBILITIES_MESSAGE);
    expect(sent).toHaveLength(0);
  });

  it('refuses five points when one is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<JobForm onSaved={jest.fn()} />);
    await fillAll(user, [...POINTS.slice(0, 4), '']);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText(KEY_RESPONSIBILITIES_MESSAGE)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('names every missing field and refuses negative experience', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<JobForm onSaved={jest.fn()} />);
    await user.clear(screen.getByLabelText(/Location/));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job title is required.')).toBeInTheDocument();
    expect(screen.getByText('Experience is required.')).toBeInTheDocument();
    expect(screen.getByText('Job type is required.')).toBeInTheDocument();
    expect(screen.getByText('Location is required.')).toBeInTheDocument();
    expect(screen.getByText('About the role is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Experience \(years\)/), '-1');
    expect(await screen.findByText('Experience cannot be negative.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('posts a fresher job when experience is 0: lower-case jobType, isFresher true, then the success message', async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = jest.fn();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const created = answer;
    answer = async (req) => {
      await gate;
      return created(req);
    };
    renderWithProviders(<JobForm onSaved={onSaved} />);
    await fillAll(user, POINTS, '0');
    expect(screen.getByText('Fresher: no experience needed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/Career/create-job',
        body: {
          title: 'Python Trainer',
          isFresher: true,
          experienceRequired: 0,
          jobDescription: 'Teach evening batches at HITEC City.',
          keyResponsibilities: POINTS,
          jobType: 'part-time',
          location: 'Hyderabad',
          open: true,
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ slug: 'python-trainer', isFresher: true }));
  });

  it('edits a job: prefilled with its values, PUT to its slug, "Job updated successfully!"', async () => {
    const user = userEvent.setup({ delay: null });
    const job = counsellorJob({ location: 'HITEC City, Hyderabad', isFresher: false });
    answer = (req) => Response.json({ message: 'Job updated successfully!', job: savedJob(req.body, job.slug) });
    const onSaved = jest.fn();
    renderWithProviders(<JobForm job={job} onSaved={onSaved} />);
    expect(screen.getByLabelText(/Job title/)).toHaveValue('Career Counsellor');
    expect(screen.getAllByLabelText(/^Responsibility \d/)).toHaveLength(5);
    expect(screen.getByLabelText(/Closing date/)).toHaveValue('2026-12-31');
    expect(screen.getByLabelText(/Monthly salary/)).toHaveValue(25000);
    await user.clear(screen.getByLabelText(/Experience \(years\)/));
    await user.type(screen.getByLabelText(/Experience \(years\)/), '3');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Job updated successfully!')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: `/api/Career/updatejobs/${job.slug}`,
      body: { title: 'Career Counsellor', experienceRequired: 3, isFresher: false, validThrough: '2026-12-31', salary: 25000 },
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows "Error: Failed to save job." in red when the server fails, and keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    answer = () => new Response('upstream down', { status: 502 });
    const onSaved = jest.fn();
    renderWithProviders(<JobForm onSaved={onSaved} />);
    await fillAll(user, POINTS);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error: Failed to save job.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Job title/)).toHaveValue('Python Trainer');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the server’s field message once, next to the field it names, with no alert repeating it', async () => {
    const user = userEvent.setup({ delay: null });
    answer = () => Response.json({ message: 'Location is required.', fieldErrors: { location: 'Location is required.' } }, { status: 400 });
    renderWithProviders(<JobForm onSaved={jest.fn()} />);
    await fillAll(user, POINTS);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(screen.getByLabelText(/Location/)).toHaveAccessibleDescription('Location is required.'));
    expect(screen.getAllByText(/Location is required/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes a job with the open switch: sent as open false', async () => {
    const user = userEvent.setup({ delay: null });
    const job = counsellorJob({ location: 'Hyderabad' });
    answer = (req) => Response.json({ message: 'Job updated successfully!', job: savedJob(req.body, job.slug) });
    renderWithProviders(<JobForm job={job} onSaved={jest.fn()} />);
    const open = screen.getByRole('switch', { name: 'Open for applications' });
    expect(open).toBeChecked();
    await user.click(open);
    expect(open).toHaveAccessibleDescription('Closed: off the careers page at once; its page says it no longer takes applications.');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ open: false });
  });
});
