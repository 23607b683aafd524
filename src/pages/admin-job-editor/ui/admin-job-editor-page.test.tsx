import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDto } from '@contract';
import { answerFetches, fill, jobDto, renderWithProviders } from '@/shared/lib/test';
import { AdminJobEditorPage } from './admin-job-editor-page';

const JOB = jobDto({
  title: 'Career Counsellor',
  validThrough: '2026-12-31T05:00:00.000Z',
  experienceRequired: 1,
  jobDescription: 'Guide learners to the right course.',
  keyResponsibilities: ['Call back enquiries', 'Counsel candidates', 'Run campus tours', 'Update the lead tracker', 'Share feedback'],
});
const puts: { path: string; body: Record<string, unknown> }[] = [];
const posts: Record<string, unknown>[] = [];
/** The contested job as the server has it now: another admin saves it while the editor is open. */
let contested: JobDto = { ...JOB, slug: 'contested', version: 1 };

answerFetches(async (request, pathname) => {
  if (request.method === 'GET' && pathname === '/api/career/job/slug/career-counsellor') return Response.json(JOB);
  if (request.method === 'GET' && pathname === '/api/career/job/slug/broken') return new Response('down', { status: 503 });
  if (request.method === 'GET' && pathname === '/api/career/job/slug/contested') return Response.json(contested);
  if (request.method === 'PUT' && pathname === '/api/Career/updatejobs/contested') {
    const body = (await request.json()) as Record<string, unknown>;
    puts.push({ path: pathname, body });
    if (body.version !== contested.version) {
      return Response.json({ message: 'This job was changed by someone else since you opened it.' }, { status: 409 });
    }
    contested = { ...contested, title: String(body.title), version: contested.version + 1 };
    return Response.json({ message: 'Job updated successfully!', job: contested });
  }
  if (request.method === 'POST' && pathname === '/api/Career/create-job') {
    const body = (await request.json()) as Record<string, unknown>;
    posts.push(body);
    return Response.json({ message: 'Job posted successfully!', job: { ...JOB, slug: 'copy', title: body.title } }, { status: 201 });
  }
  if (request.method === 'PUT') {
    const body = (await request.json()) as Record<string, unknown>;
    puts.push({ path: pathname, body });
    return Response.json({ message: 'Job updated successfully!', job: { ...JOB, title: body.title } });
  }
  throw new Error(`unexpected request ${request.method} ${pathname}`);
});
afterEach(() => {
  puts.length = 0;
  posts.length = 0;
});

jest.setTimeout(30_000);

const routes = [{ path: '/admin/jobs', element: <h1>Manage Jobs</h1> }];

describe('AdminJobEditorPage', () => {
  it('creates in create mode: an empty form with one responsibility', () => {
    renderWithProviders(<AdminJobEditorPage />, { route: '/admin/jobs/create', path: '/admin/jobs/create', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Post a New Job' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Job title/)).toHaveValue('');
    expect(screen.getAllByLabelText(/^Responsibility \d/)).toHaveLength(1);
  });

  it('"Duplicate job" opens the create form filled with the job\'s fields, titled "(copy)", and posts a new job', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = <AdminJobEditorPage />;
    const { router } = renderWithProviders(editor, {
      route: '/admin/jobs/edit/career-counsellor',
      path: '/admin/jobs/edit/:slug',
      routes: [...routes, { path: '/admin/jobs/create', element: editor }],
    });
    expect(await screen.findByLabelText(/Job title/)).toHaveValue('Career Counsellor');
    await user.click(screen.getByRole('link', { name: 'Duplicate job' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a New Job' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/jobs/create');
    expect(router.state.location.search).toBe('?from=career-counsellor');
    expect(await screen.findByLabelText(/Job title/)).toHaveValue('Career Counsellor (copy)');
    expect(screen.getByLabelText(/About the role/)).toHaveValue('Guide learners to the right course.');
    expect(screen.getAllByLabelText(/^Responsibility \d/).map((f) => (f as HTMLInputElement).value)).toEqual(JOB.keyResponsibilities);
    expect(screen.getByRole('switch', { name: 'Open for applications' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('heading', { name: 'Manage Jobs' })).toBeInTheDocument();
    expect(posts).toEqual([
      expect.objectContaining({
        title: 'Career Counsellor (copy)',
        experienceRequired: 1,
        keyResponsibilities: JOB.keyResponsibilities,
        open: true,
      }),
    ]);
    expect(puts).toEqual([]);
  });

  it('asks before leaving an edited job, in one dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminJobEditorPage />, { route: '/admin/jobs/edit/career-counsellor', path: '/admin/jobs/edit/:slug', routes });
    await user.type(await screen.findByLabelText(/Job title/), ' (senior)');
    await user.click(screen.getByRole('link', { name: 'Back to all jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Manage Jobs' })).toBeInTheDocument();
  });

  it('edits in edit mode: prefilled, saved, then back to /admin/jobs', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<AdminJobEditorPage />, {
      route: '/admin/jobs/edit/career-counsellor',
      path: '/admin/jobs/edit/:slug',
      routes,
    });
    expect(await screen.findByDisplayValue('Career Counsellor')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Job title/));
    await fill(user, screen.getByLabelText(/Job title/), 'Senior Career Counsellor');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/jobs');
    expect(puts).toEqual([
      {
        path: '/api/Career/updatejobs/career-counsellor',
        body: expect.objectContaining({ title: 'Senior Career Counsellor', isFresher: false }),
      },
    ]);
  });

  it("refuses a stale save with the message and a Reload button that shows the other admin's version", async () => {
    contested = { ...JOB, slug: 'contested', version: 1 };
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminJobEditorPage />, { route: '/admin/jobs/edit/contested', path: '/admin/jobs/edit/:slug', routes });
    expect(await screen.findByDisplayValue('Career Counsellor')).toBeInTheDocument();
    // Another admin saves first.
    contested = { ...contested, title: 'Lead Career Counsellor', version: 2 };
    await user.clear(screen.getByLabelText(/Job title/));
    await fill(user, screen.getByLabelText(/Job title/), 'My Stale Title');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This job was changed by someone else since you opened it');
    expect(puts).toEqual([
      { path: '/api/Career/updatejobs/contested', body: expect.objectContaining({ version: 1, title: 'My Stale Title' }) },
    ]);
    // Nothing refetched behind the admin's back: their text stays until they choose to reload.
    expect(screen.getByLabelText(/Job title/)).toHaveValue('My Stale Title');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Lead Career Counsellor')).toBeInTheDocument();
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Jobs' })).toBeInTheDocument();
    expect(puts[1]?.body).toMatchObject({ version: 2, title: 'Lead Career Counsellor' });
  });

  it('says "Error: Failed to fetch job data" when the job cannot be loaded', async () => {
    renderWithProviders(<AdminJobEditorPage />, { route: '/admin/jobs/edit/broken', path: '/admin/jobs/edit/:slug', routes });
    expect(await screen.findByText('Error: Failed to fetch job data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Job' })).not.toBeInTheDocument();
  });
});
