import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogDto } from '@contract';
import { blogDto, renderWithProviders } from '@/shared/lib/test';
import { AdminBlogEditorPage } from './admin-blog-editor-page';

const post = blogDto({
  title: 'The Future of AI',
  description: 'What is next.',
  content: 'Body',
  createdAt: '2025-06-20T05:30:00.000Z',
});

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(20_000);

const routes = [{ path: '/admin/blogs', element: <h1>Blog list</h1> }];

/** The course list the form's "Related course" choice reads: answered here, and left out of what a test counts. */
const courseList = (request: Request) =>
  request.method === 'GET' && new URL(request.url).pathname === '/api/courses' ? Response.json([]) : null;

describe('AdminBlogEditorPage', () => {
  it('loads the post into the form, saves it and goes back to /admin/blogs', async () => {
    const methods: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const courses = courseList(request);
      if (courses) return courses;
      methods.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.method === 'PUT') return Response.json({ message: 'Blog updated successfully!', blog: post });
      return Response.json(post);
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminBlogEditorPage />, {
      route: '/admin/blogs/edit/the-future-of-ai',
      path: '/admin/blogs/edit/:slug',
      routes,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('The Future of AI');
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByRole('heading', { name: 'Blog list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blogs');
    // (The save invalidates the post's cache entry, so a refetch may follow.)
    expect(methods.slice(0, 2)).toEqual(['GET /api/blogs/blogs/the-future-of-ai', 'PUT /api/blogs/the-future-of-ai']);
  });

  it('refuses a stale save with the message, sends the opened version, and Reload shows the saved post', async () => {
    let current: BlogDto = { ...post, version: 1 };
    const versions: (FormDataEntryValue | null)[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const courses = courseList(request);
      if (courses) return courses;
      if (request.method === 'PUT') {
        versions.push((await request.formData()).get('version'));
        return Response.json({ message: 'This blog was changed by someone else since you opened it.' }, { status: 409 });
      }
      return Response.json(current);
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminBlogEditorPage />, { route: '/admin/blogs/edit/the-future-of-ai', path: '/admin/blogs/edit/:slug', routes });
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('The Future of AI');
    current = { ...post, title: 'AI, Revised Elsewhere', version: 2 };
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText(/This blog was changed by someone else since you opened it/)).toBeInTheDocument();
    expect(versions).toEqual(['1']);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('The Future of AI');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('AI, Revised Elsewhere')).toBeInTheDocument();
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch blog details' when the post cannot be loaded", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ message: 'Blog not found' }, { status: 404 }));
    renderWithProviders(<AdminBlogEditorPage />, { route: '/admin/blogs/edit/gone', path: '/admin/blogs/edit/:slug', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch blog details');
    expect(screen.queryByRole('button', { name: 'Update Blog' })).not.toBeInTheDocument();
  });

  it('moves a new draft to its edit address after its first autosave, with the same form: focus and typing carry on', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      const requests: string[] = [];
      jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const request = input instanceof Request ? input : new Request(String(input));
        const courses = courseList(request);
        if (courses) return courses;
        requests.push(`${request.method} ${new URL(request.url).pathname}`);
        const form = await request.formData();
        const blog = blogDto({ title: String(form.get('title')), slug: 'notes-on-kafka', status: 'draft', publishedAt: null });
        return Response.json({ message: 'Blog created successfully!', blog }, { status: 201 });
      });
      const editor = <AdminBlogEditorPage />;
      const { router } = renderWithProviders(editor, {
        route: '/admin/blogs/new',
        path: '/admin/blogs/new',
        routes: [...routes, { path: '/admin/blogs/edit/:slug', element: editor }],
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
      const title = screen.getByRole('textbox', { name: /^Title/ });
      act(() => title.focus());
      fireEvent.change(title, { target: { value: 'Notes on Kafka' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3100);
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs/edit/notes-on-kafka'));
      expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeInTheDocument();
      const same = screen.getByRole('textbox', { name: /^Title/ });
      expect(same).toBe(title);
      expect(same).toHaveFocus();
      expect(screen.getByRole('status', { name: 'Autosave' })).toHaveTextContent(/^Draft saved at/);
      // The created post is not loaded again: the form on screen holds it.
      expect(requests).toEqual(['POST /api/blogs/create-blog']);
      // Leaving for the edit address asked nothing.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens an empty form in create mode without loading any post (only the course list for "Related course")', async () => {
    const asked: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input instanceof Request ? input : new Request(String(input));
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
      return courseList(request) ?? Response.json({ message: 'unexpected' }, { status: 500 });
    });
    renderWithProviders(<AdminBlogEditorPage />, { route: '/admin/blogs/new', path: '/admin/blogs/new', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Blog' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create Blog' })).toBeEnabled();
    await waitFor(() => expect(asked).toEqual(['GET /api/courses']));
  });
});
