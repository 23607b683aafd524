import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLY_AFTER_START_MESSAGE, LINKEDIN_MESSAGE, type AdminCourseDto, type BatchDto } from '@contract';
import {
  adminCourseDto,
  answerFetches,
  batchDto,
  dialogClosed,
  fill,
  pressInDialog,
  recordSent,
  renderWithProviders,
  type SentRequest,
} from '@/shared/lib/test';
import { AdminCourseEditorPage } from './admin-course-editor-page';

const PAST = batchDto({ _id: 'b-past', startDate: '2020-01-06', applyBy: '2020-01-01' });
const OPEN = batchDto({
  _id: 'b-open',
  startDate: '2099-03-07',
  applyBy: '2099-03-01',
  mode: 'online',
  days: 'weekend',
  timing: 'Sat & Sun, 10 AM – 1 PM',
  seats: null,
  version: 3,
});

const COURSE = adminCourseDto({
  title: 'Python Full Stack',
  summary: 'Build web applications with Python and Django.',
  lessons: 12,
  instructor: {
    name: 'Anil Kumar',
    role: 'Lead Trainer',
    avatar: '/images/instructors/anil.png',
    experience: null,
    linkedin: null,
    bio: null,
    sample: true,
    consent: null,
  },
  leadCourse: 'Python Full Stack Development',
  version: 4,
  details: {
    overview: ['Learn Python from scratch.'],
    audience: ['Graduates'],
    curriculum: [{ title: 'Foundations', modules: ['Python basics'] }],
    tools: ['Django'],
    outcomes: ['Build and deploy a web app'],
    schedule: '',
    faqs: [{ question: 'Is there a demo?', answer: 'Yes, a free one.' }],
  },
  batches: [OPEN, PAST],
});

const sent: SentRequest[] = [];
let course: AdminCourseDto;

answerFetches(async (request, pathname) => {
  if (request.method === 'GET' && pathname === '/api/admin/courses/python-full-stack') return Response.json(course);
  const body = await recordSent(sent, request, pathname);
  // As the server does: a batch write leaves the course's own version alone; the batch carries its own.
  if (request.method === 'POST' && pathname === '/api/courses/python-full-stack/batches') {
    course = { ...course, batches: [...course.batches, { ...(body as BatchDto), _id: 'b-new', version: 1 }] };
    return Response.json(course, { status: 201 });
  }
  if (request.method === 'DELETE' && pathname === '/api/courses/python-full-stack/batches/b-past') {
    course = { ...course, batches: course.batches.filter((b) => b._id !== 'b-past') };
    return Response.json(course);
  }
  if (request.method === 'PUT' && pathname === '/api/courses/python-full-stack/batches/b-open') {
    // Another admin saved this batch since the page was opened.
    course = {
      ...course,
      batches: course.batches.map((b) => (b._id === 'b-open' ? { ...b, timing: 'Sat & Sun, 2 PM – 5 PM', version: 4 } : b)),
    };
    return Response.json({ message: 'This batch was changed by someone else since you opened it.' }, { status: 409 });
  }
  if (request.method === 'PUT' && pathname === '/api/courses/python-full-stack') {
    if ((body as { version?: number }).version !== course.version) {
      return Response.json({ message: 'This course was changed by someone else since you opened it.' }, { status: 409 });
    }
    course = { ...course, version: course.version + 1 };
    return Response.json(course);
  }
  throw new Error(`unexpected request ${request.method} ${pathname}`);
});
beforeEach(() => {
  course = COURSE;
});
afterEach(() => {
  sent.length = 0;
});

// The editor re-renders its whole ~10,000 px form on each change: 5–6 s for the longest test alone here, and up to five
// times that when CI runs the browser tests and the PostgreSQL pass beside it. What is tested is the outcome, not the time.
jest.setTimeout(60_000);

const routes = [{ path: '/admin/courses', element: <h1>Manage Courses</h1> }];
const renderEditor = () =>
  renderWithProviders(<AdminCourseEditorPage />, {
    route: '/admin/courses/edit/python-full-stack',
    path: '/admin/courses/edit/:slug',
    routes,
  });

/** The course's editor, its form filled, and a user to work it. */
async function openEditor() {
  const user = userEvent.setup({ delay: null });
  const view = renderEditor();
  await screen.findByDisplayValue('Python Full Stack');
  return { user, ...view };
}

const batchRows = () =>
  within(screen.getByRole('table', { name: 'Batches' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1, 8) // the first cell holds the row's Edit and Delete
        .map((c) => c.textContent),
    );

describe('AdminCourseEditorPage', () => {
  it('shows every batch, past ones too, soonest first, marked Past or Open', async () => {
    renderEditor();
    expect(await screen.findByDisplayValue('Python Full Stack')).toBeInTheDocument();
    expect(batchRows()).toEqual([
      ['Jan 06th 2020', 'Jan 01st 2020', 'Classroom', 'Weekdays', '7:00 AM – 9:00 AM', '30', 'Past'],
      ['Mar 07th 2099', 'Mar 01st 2099', 'Online', 'Weekends', 'Sat & Sun, 10 AM – 1 PM', '—', 'Open'],
    ]);
  });

  it('adds a batch in a dialog: an apply-by date after the start is refused at the field, then the batch is saved', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add batch' });

    await user.type(within(dialog).getByLabelText(/Start date/), '2099-04-06');
    await user.type(within(dialog).getByLabelText(/Apply by/), '2099-04-10');
    await user.selectOptions(within(dialog).getByLabelText(/Mode/), 'Classroom and online');
    await user.selectOptions(within(dialog).getByLabelText(/Days/), 'Weekdays');
    await fill(user, within(dialog).getByLabelText(/Timing/), '6:00 PM – 8:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Add batch' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Apply by/)).toHaveAccessibleDescription(APPLY_AFTER_START_MESSAGE));
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Apply by/));
    await user.type(within(dialog).getByLabelText(/Apply by/), '2099-04-01');
    await user.type(within(dialog).getByLabelText(/Seats/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Add batch' }));
    await dialogClosed();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/courses/python-full-stack/batches',
        body: { startDate: '2099-04-06', applyBy: '2099-04-01', mode: 'both', days: 'weekday', timing: '6:00 PM – 8:00 PM', seats: 25 },
      },
    ]);
    expect(await screen.findByRole('cell', { name: 'Apr 06th 2099' })).toBeInTheDocument();
  });

  it('edits a batch in a dialog filled with its values', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Edit batch starting Mar 07th 2099' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit batch' });
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue('2099-03-07');
    expect(within(dialog).getByLabelText(/Apply by/)).toHaveValue('2099-03-01');
    expect(within(dialog).getByLabelText(/Mode/)).toHaveValue('online');
    expect(within(dialog).getByLabelText(/Days/)).toHaveValue('weekend');
    expect(within(dialog).getByLabelText(/Seats/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(sent).toEqual([]);
  });

  it('asks before deleting a batch; Cancel keeps it, Delete removes it', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Delete batch starting Jan 06th 2020' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete batch' });
    expect(dialog).toHaveTextContent('Delete the batch starting Jan 06th 2020 (Classroom, Weekdays, 7:00 AM – 9:00 AM)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete batch starting Jan 06th 2020' }));
    await pressInDialog(user, 'Delete batch', 'Delete');
    await waitFor(() => expect(batchRows()).toHaveLength(1));
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/courses/python-full-stack/batches/b-past', body: null, ifMatch: '"1-b-past"' }]);
  });

  it('sends the version a batch was opened at, and says so when another admin saved it first, showing their change', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Edit batch starting Mar 07th 2099' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit batch' });
    await user.type(within(dialog).getByLabelText(/Seats/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save batch' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This batch was changed by someone else since you opened it. Cancel and open the batch again to see its changes.',
    );
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/courses/python-full-stack/batches/b-open',
        body: expect.objectContaining({ seats: 20, version: 3 }),
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(batchRows()[1]?.[4]).toBe('Sat & Sun, 2 PM – 5 PM');
    await user.click(screen.getByRole('button', { name: 'Edit batch starting Mar 07th 2099' }));
    expect(within(await screen.findByRole('dialog', { name: 'Edit batch' })).getByLabelText(/Timing/)).toHaveValue(
      'Sat & Sun, 2 PM – 5 PM',
    );
  });

  it('saves the course with the version it opened after a batch change, keeping unsaved edits', async () => {
    const { user, router } = await openEditor();
    await user.clear(screen.getByLabelText(/^Title/));
    await fill(user, screen.getByLabelText(/^Title/), 'Python Full Stack Pro');
    await user.click(screen.getByRole('button', { name: 'Delete batch starting Jan 06th 2020' }));
    await pressInDialog(user, 'Delete batch', 'Delete');
    await waitFor(() => expect(batchRows()).toHaveLength(1));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Python Full Stack Pro');

    await user.click(screen.getByRole('button', { name: 'Save Course' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Courses' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/courses');
    expect(sent[1]).toEqual({
      method: 'PUT',
      path: '/api/courses/python-full-stack',
      body: expect.objectContaining({ title: 'Python Full Stack Pro', version: 4, hero: null }),
    });
  });

  it("edits the trainer's profile: a LinkedIn address that is not a profile is refused at the field, then experience, LinkedIn and bio are saved", async () => {
    const { user } = await openEditor();
    const experience = screen.getByLabelText(/^Experience/);
    expect(screen.getByRole('switch', { name: /Sample profile/ })).toBeChecked();
    await user.click(experience);
    await user.paste('12 years building data platforms; trained 1,500+ learners');
    await user.click(screen.getByLabelText(/^Bio/));
    await user.paste('Anil teaches from real projects.');
    await user.click(screen.getByLabelText(/^LinkedIn profile/));
    await user.paste('http://example.com/in/anil');
    await user.click(screen.getByRole('switch', { name: /Sample profile/ }));
    await user.click(screen.getByRole('button', { name: 'Save Course' }));
    await waitFor(() => expect(screen.getByLabelText(/^LinkedIn profile/)).toHaveAccessibleDescription(LINKEDIN_MESSAGE));
    expect(screen.getByLabelText(/^LinkedIn profile/)).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/^LinkedIn profile/));
    await user.paste('https://www.linkedin.com/in/anil-kumar-example');
    // The trainer's written consent, without which visitors see the name and role only.
    expect(screen.getByText(/Visitors see the photo, experience, LinkedIn and bio only once/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Consent given on/), { target: { value: '2026-11-02' } });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Consent given by/ }), 'signed-form');
    await user.click(screen.getByRole('button', { name: 'Save Course' }));
    // Validating the whole course on a loaded machine can take a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Courses' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/courses/python-full-stack',
        body: expect.objectContaining({
          instructor: {
            name: 'Anil Kumar',
            role: 'Lead Trainer',
            avatar: '/images/instructors/anil.png',
            experience: '12 years building data platforms; trained 1,500+ learners',
            linkedin: 'https://www.linkedin.com/in/anil-kumar-example',
            bio: 'Anil teaches from real projects.',
            sample: false,
            consent: { date: '2026-11-02', form: 'signed-form' },
          },
        }),
      },
    ]);
  });

  it('asks before leaving unsaved edits of the course: Stay keeps them', async () => {
    const { user, router } = await openEditor();
    await user.type(screen.getByLabelText(/^Title/), ' Pro');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/courses/edit/python-full-stack');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Python Full Stack Pro');
  });

  it('creates a course only when it is valid: the messages show at the fields and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCourseEditorPage />, { route: '/admin/courses/new', path: '/admin/courses/new', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Course' })).toBeInTheDocument();
    expect(screen.getByText('Batches can be added once the course is created.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Batches' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show in home hero' }));
    await user.click(screen.getByRole('button', { name: 'Add paragraph' }));
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText(/^Fee \(₹\)/)).toHaveAccessibleDescription('Fee is required.');
    expect(screen.getByLabelText(/^Paragraph 1/)).toHaveAccessibleDescription('Overview is required.');
    expect(screen.getByLabelText(/^Feature 4/)).toHaveAccessibleDescription('Feature is required.');
    expect(screen.getByRole('alert')).toHaveTextContent(/Please correct the \d+ highlighted fields\./);
    expect(sent).toEqual([]);
  });
});
