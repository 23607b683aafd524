import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import type { BlogDto } from '@contract';
import { blogDto, courseSummaryDto, installXhrOverFetch, renderWithProviders, type UploadInFlight } from '@/shared/lib/test';
import { AUTOSAVE_DELAY_MS, BlogForm } from './blog-form';

interface Sent {
  method: string;
  path: string;
  form: FormData;
}
const sent: Sent[] = [];
let answer: (req: Sent) => Response | Promise<Response>;
let beforeUpload: (upload: UploadInFlight) => Promise<void> | void;
let restoreXhr: () => void = () => undefined;

const HASH = 'b'.repeat(64);
/** The catalogue the "Related course" choice lists. */
const COURSES = [courseSummaryDto({ title: 'Data Analytics' }), courseSummaryDto({ title: 'Cloud Computing' })];
const saved = (form: FormData, slug = 'sql-for-analysts', version = 1): BlogDto => {
  const status = form.get('status') === 'draft' ? 'draft' : form.get('publishAt') ? 'scheduled' : 'published';
  return blogDto({
    _id: 'b1',
    title: String(form.get('title')),
    description: String(form.get('description')),
    content: String(form.get('content')),
    slug,
    status,
    publishedAt: status === 'draft' ? null : String(form.get('publishAt') ?? '2025-06-01T05:30:00.000Z'),
    version,
  });
};

beforeEach(() => {
  answer = (req) => Response.json({ message: 'Blog created successfully!', blog: saved(req.form) }, { status: 201 });
  beforeUpload = () => undefined;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    // The course list the form reads (not a save).
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/courses') return Response.json(COURSES);
    const req = { method: request.method, path: new URL(request.url).pathname, form: await request.formData() };
    sent.push(req);
    return answer(req);
  });
  // Uploads go through XMLHttpRequest (for their progress), answered by the same fetch.
  restoreXhr = installXhrOverFetch((upload) => beforeUpload(upload));
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  restoreXhr();
  jest.restoreAllMocks();
  jest.useRealTimers();
  sent.length = 0;
});

// Node's File (not jsdom's), so the FormData the request serializes carries the bytes as a browser's would.
const png = () =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'card.png', { type: 'image/png' }) as unknown as File;

// Pasting instead of typing key by key: MUI fields in jsdom are slow, and the text is what matters here.
async function enter(user: ReturnType<typeof userEvent.setup>, name: RegExp | string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /^Title/, 'SQL for Analysts');
  await enter(user, /^Description/, 'Joins and window functions.');
  await enter(user, /^Content/, 'Learn:\n1. *Joins*\n- windows');
}

/** A field's new value as one change (fake timers and userEvent's own delays do not mix). */
const change = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const statusLine = () => screen.getByRole('status', { name: 'Autosave' });
/** Moves the fake clock on, letting React handle what the timers start. */
const wait = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

jest.setTimeout(20_000);

describe('BlogForm', () => {
  it('requires title, description and content to publish, and sends nothing until they are given', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogForm onSaved={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Content is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('previews the formatted content while typing: headings and safe links, markup shown as text', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BlogForm onSaved={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: /^Content/ })).toHaveAccessibleDescription(/"## " for a heading/);
    await enter(
      user,
      /^Content/,
      '## Why SQL\n- *Bold* point\n<img src=x onerror=alert(1)>\nSee [our courses](/courses) or [this](javascript:alert(1)).',
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    // Under the preview's own h2, a "## " heading is an h3.
    expect(within(preview).getByRole('heading', { level: 3, name: 'Why SQL' })).toBeInTheDocument();
    expect(preview.querySelector('ul li strong')).toHaveTextContent('Bold');
    expect(preview).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(within(preview).getByRole('link', { name: 'our courses' })).toHaveAttribute('href', '/courses');
    expect(preview).toHaveTextContent('[this](javascript:alert(1))');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('creates a post with an image: the upload shows its progress, the button says Submitting..., then the success message', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    let release: () => void = () => undefined;
    beforeUpload = (upload) =>
      new Promise((resolve) => {
        upload.progress(4, 8);
        release = resolve;
      });
    renderWithProviders(<BlogForm onSaved={onSaved} />);
    await fill(user);
    expect(screen.getByText('Address: /blogs/sql-for-analysts (a number is added if another post uses it)')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose card image file'), png());
    expect(screen.getByRole('img', { name: 'Preview of the chosen card image' })).toHaveAttribute('src', 'blob:preview');
    await enter(user, 'Card image description (alt text)', 'A query plan');
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading images… 50%' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    release();
    expect(await screen.findByText('Blog created successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ slug: 'sql-for-analysts' }));
    const [req] = sent;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/api/blogs/create-blog');
    expect(req?.form.get('title')).toBe('SQL for Analysts');
    expect(req?.form.get('status')).toBe('published');
    expect(req?.form.has('publishAt')).toBe(false);
    // multipart sends line breaks as CRLF (the server stores LF).
    expect(String(req?.form.get('content')).replace(/\r\n/g, '\n')).toBe('Learn:\n1. *Joins*\n- windows');
    expect(req?.form.get('imageAlt')).toBe('A query plan');
    expect(req?.form.has('slug')).toBe(false);
    const image = req?.form.get('image') as File;
    expect(image.name).toBe('card.png');
    expect(image.type).toBe('image/png');
    expect(image.size).toBe(8);
    expect(req?.form.has('bannerImage')).toBe(false);
  });

  it('refuses a file that is not an image before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<BlogForm onSaved={jest.fn()} />);
    await fill(user);
    await user.upload(screen.getByLabelText('Choose banner image file'), new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(screen.getByText('Please choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Blog' })).toBeEnabled());
    expect(sent).toEqual([]);
  });

  it("shows the server's field error once, at its field, with no alert repeating it", async () => {
    const user = userEvent.setup();
    answer = () =>
      Response.json(
        {
          message: 'The image is not a supported image. Images must be JPEG, PNG, WebP or GIF files.',
          fieldErrors: { image: 'The image is not a supported image. Images must be JPEG, PNG, WebP or GIF files.' },
        },
        { status: 415 },
      );
    const onSaved = jest.fn();
    renderWithProviders(<BlogForm onSaved={onSaved} />);
    await fill(user);
    await user.upload(screen.getByLabelText('Choose card image file'), png());
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByText('The image is not a supported image. Images must be JPEG, PNG, WebP or GIF files.')).toBeInTheDocument();
    expect(screen.getAllByText(/not a supported image/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says a failure that names no field once, in one alert', async () => {
    const user = userEvent.setup();
    answer = () => new Response('upstream down', { status: 502 });
    renderWithProviders(<BlogForm onSaved={jest.fn()} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to save blog');
    expect(screen.getAllByText(/Failed to save blog/)).toHaveLength(1);
  });

  it('edits a post: keeps its slug unless changed, shows the current image, and says updated', async () => {
    const user = userEvent.setup();
    const blog = blogDto({
      title: 'SQL for Analysts',
      slug: 'sql-for-analysts',
      description: 'Old',
      content: 'Old content',
      image: { hash: HASH, width: 1200, height: 675, widths: [480, 960, 1200] },
      imageUrl: `/api/images/${HASH}-1200.webp`,
      imageAlt: 'Old picture',
    });
    answer = (req) => Response.json({ message: 'Blog updated successfully!', blog: saved(req.form) });
    renderWithProviders(<BlogForm blog={blog} onSaved={jest.fn()} />);
    expect(screen.getByRole('img', { name: 'Old picture' })).toHaveAttribute('src', `/api/images/${HASH}-1200.webp`);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
    await user.clear(screen.getByRole('textbox', { name: /^Title/ }));
    await user.paste('SQL for Data Analysts');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    const [req] = sent;
    expect(req?.method).toBe('PUT');
    expect(req?.path).toBe('/api/blogs/sql-for-analysts');
    expect(req?.form.get('title')).toBe('SQL for Data Analysts');
    expect(req?.form.has('slug')).toBe(false);
    expect(req?.form.get('removeImage')).toBe('true');
    expect(req?.form.get('status')).toBe('published');
  });

  it('schedules a post: a time in the future is required, sent as an instant in Hyderabad time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogForm onSaved={jest.fn()} />);
    await fill(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'scheduled');
    const when = screen.getByLabelText(/^Publish at/);
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(when).toHaveAccessibleDescription('Choose when the post goes public.'));
    fireEvent.change(when, { target: { value: '2001-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(when).toHaveAccessibleDescription('Choose a time in the future, or publish now.'));
    expect(sent).toEqual([]);
    fireEvent.change(when, { target: { value: '2099-03-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.form.get('status')).toBe('published');
    expect(sent[0]?.form.get('publishAt')).toBe('2099-03-01T04:30:00.000Z');
  });

  it('offers "Preview as visitor" for a stored post: its public page in a new tab', () => {
    renderWithProviders(<BlogForm blog={blogDto({ title: 'Draft Post', status: 'draft', publishedAt: null })} onSaved={jest.fn()} />);
    const preview = screen.getByRole('link', { name: /^Preview as visitor/ });
    expect(preview).toHaveAttribute('href', '/blogs/draft-post?preview=1');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  describe('byline and related course (issue 21)', () => {
    it('has labelled fields for the author and the related course: Match by topic or a course of the catalogue; all are sent', async () => {
      const user = userEvent.setup();
      renderWithProviders(<BlogForm onSaved={jest.fn()} />);
      const course = screen.getByRole('combobox', { name: 'Related course' });
      await waitFor(() => expect(within(course).getAllByRole('option')).toHaveLength(3));
      expect(
        within(course)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Match by topic', 'Data Analytics', 'Cloud Computing']);
      expect(course).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Author name' })).toHaveAccessibleDescription(/Empty: ITX Editorial Team\./);
      await fill(user);
      await enter(user, 'Author name', 'Priya Raghavan');
      await enter(user, 'Author role', 'Data Analytics Trainer, ITX');
      await user.selectOptions(course, 'data-analytics');
      expect(course).toHaveAccessibleDescription(/invites readers to this course/);
      await user.click(screen.getByRole('button', { name: 'Create Blog' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect([sent[0]?.form.get('authorName'), sent[0]?.form.get('authorRole'), sent[0]?.form.get('courseSlug')]).toEqual([
        'Priya Raghavan',
        'Data Analytics Trainer, ITX',
        'data-analytics',
      ]);
    });

    it('opens a post with its byline and course; Match by topic sends an empty course; a course since removed stays listed', async () => {
      const user = userEvent.setup();
      answer = (req) => Response.json({ message: 'Blog updated successfully!', blog: saved(req.form) });
      const blog = blogDto({ title: 'SQL for Analysts', authorName: 'Arjun Mehta', authorRole: 'Trainer', courseSlug: 'retired-course' });
      renderWithProviders(<BlogForm blog={blog} onSaved={jest.fn()} />);
      expect(screen.getByRole('textbox', { name: 'Author name' })).toHaveValue('Arjun Mehta');
      expect(screen.getByRole('textbox', { name: 'Author role' })).toHaveValue('Trainer');
      const course = screen.getByRole('combobox', { name: 'Related course' });
      expect(course).toHaveValue('retired-course');
      expect(await within(course).findByRole('option', { name: 'retired-course (not in the catalogue)' })).toBeInTheDocument();
      await user.selectOptions(course, '');
      expect(course).toHaveAccessibleDescription(/names the course its words match best/);
      await user.click(screen.getByRole('button', { name: 'Update Blog' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.form.get('courseSlug')).toBe('');
      expect(sent[0]?.form.get('authorName')).toBe('Arjun Mehta');
    });

    it("refuses an overlong author name before sending, and shows the server's course error at its field", async () => {
      const user = userEvent.setup();
      renderWithProviders(<BlogForm onSaved={jest.fn()} />);
      await fill(user);
      await enter(user, 'Author name', 'a'.repeat(81));
      await user.click(screen.getByRole('button', { name: 'Create Blog' }));
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Author name' })).toHaveAccessibleDescription(
          'Author name must be at most 80 characters.',
        ),
      );
      expect(sent).toEqual([]);

      answer = () =>
        Response.json(
          {
            message: 'Choose a course from the catalogue, or Match by topic.',
            fieldErrors: { courseSlug: 'Choose a course from the catalogue, or Match by topic.' },
          },
          { status: 400 },
        );
      await user.clear(screen.getByRole('textbox', { name: 'Author name' }));
      await user.click(screen.getByRole('button', { name: 'Create Blog' }));
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Related course' })).toHaveAccessibleDescription(
          'Choose a course from the catalogue, or Match by topic.',
        ),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('autosave', () => {
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    });

    it('saves a new draft about 3 s after the last change, creating it, then saves each change to it; says when, in a live region', async () => {
      const onCreated = jest.fn();
      answer = (req) =>
        req.method === 'POST'
          ? Response.json({ message: 'Blog created successfully!', blog: saved(req.form, 'half-an-idea', 1) }, { status: 201 })
          : Response.json({ message: 'Blog updated successfully!', blog: saved(req.form, 'half-an-idea', 2) });
      renderWithProviders(<BlogForm onSaved={jest.fn()} onCreated={onCreated} />);
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
      change(/^Title/, 'Half');
      await wait(2000);
      change(/^Title/, 'Half an idea');
      await wait(AUTOSAVE_DELAY_MS - 10);
      // The wait started again with the last change.
      expect(sent).toEqual([]);
      await wait(20);
      await waitFor(() => expect(statusLine()).toHaveTextContent(/^Draft saved at \d{1,2}:\d{2} (AM|PM)$/));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/blogs/create-blog' });
      // Only its title: a draft needs no description or content yet.
      expect(sent[0]?.form.get('status')).toBe('draft');
      expect(sent[0]?.form.get('description')).toBe('');
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ slug: 'half-an-idea', status: 'draft' }));
      expect(screen.getByRole('button', { name: 'Update Blog' })).toBeInTheDocument();

      change(/^Description/, 'Something about SQL.');
      await wait(AUTOSAVE_DELAY_MS + 10);
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]).toMatchObject({ method: 'PUT', path: '/api/blogs/half-an-idea' });
      expect(sent[1]?.form.get('version')).toBe('1');
      // Nothing changed since: nothing more is sent.
      await wait(AUTOSAVE_DELAY_MS * 3);
      expect(sent).toHaveLength(2);
    });

    it('never starts a save while one runs: the change made meanwhile is saved after it, with the new version', async () => {
      let release: () => void = () => undefined;
      let version = 1;
      answer = (req) => {
        const reply = () => Response.json({ message: 'Blog updated successfully!', blog: saved(req.form, 'draft-post', ++version) });
        return sent.length === 1 ? new Promise((resolve) => (release = () => resolve(reply()))) : reply();
      };
      renderWithProviders(<BlogForm blog={blogDto({ title: 'Draft Post', status: 'draft', publishedAt: null })} onSaved={jest.fn()} />);
      change(/^Title/, 'Draft Post, first');
      await wait(AUTOSAVE_DELAY_MS + 10);
      await waitFor(() => expect(statusLine()).toHaveTextContent('Saving…'));
      change(/^Title/, 'Draft Post, second');
      await wait(AUTOSAVE_DELAY_MS * 3);
      expect(sent).toHaveLength(1);
      release();
      await waitFor(() => expect(statusLine()).toHaveTextContent(/^Draft saved at/));
      await wait(AUTOSAVE_DELAY_MS + 10);
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent.map((r) => [r.form.get('title'), r.form.get('version')])).toEqual([
        ['Draft Post, first', '1'],
        ['Draft Post, second', '2'],
      ]);
    });

    it('says why a draft was not saved', async () => {
      answer = () => Response.json({ message: 'Please sign in as an admin to do this.' }, { status: 401 });
      renderWithProviders(<BlogForm blog={blogDto({ title: 'Draft Post', status: 'draft', publishedAt: null })} onSaved={jest.fn()} />);
      change(/^Title/, '');
      await wait(AUTOSAVE_DELAY_MS + 10);
      await waitFor(() => expect(statusLine()).toHaveTextContent('Not saved: Title is required.'));
      expect(sent).toEqual([]);
      change(/^Title/, 'Draft Post again');
      await wait(AUTOSAVE_DELAY_MS + 10);
      await waitFor(() => expect(statusLine()).toHaveTextContent('Not saved: Please sign in as an admin to do this.'));
    });

    it('leaves a published post alone: its edits go live only with Update Blog', async () => {
      renderWithProviders(<BlogForm blog={blogDto({ title: 'Live Post' })} onSaved={jest.fn()} />);
      change(/^Title/, 'Live Post, edited');
      await wait(AUTOSAVE_DELAY_MS * 4);
      expect(sent).toEqual([]);
      expect(statusLine()).toHaveTextContent('');
    });
  });

  describe('unsaved changes', () => {
    const elsewhere = [{ path: '/elsewhere', element: <h1>Elsewhere</h1> }];

    it('asks "Leave without saving?" before an in-app navigation while dirty: Stay keeps the work, Leave goes', async () => {
      const user = userEvent.setup();
      const { router } = renderWithProviders(
        <>
          <Link to="/elsewhere">Go elsewhere</Link>
          <BlogForm onSaved={jest.fn()} />
        </>,
        { route: '/admin/blogs/new', routes: elsewhere },
      );
      await enter(user, /^Title/, 'Unsaved words');
      await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/admin/blogs/new');
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Unsaved words');

      await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    });

    it('asks before a reload or a closed tab only while dirty, and not right after a successful save', async () => {
      const user = userEvent.setup();
      let navigate: (to: string) => unknown = () => undefined;
      const { router } = renderWithProviders(<BlogForm onSaved={() => navigate('/elsewhere')} />, {
        route: '/admin/blogs/new',
        routes: elsewhere,
      });
      navigate = (to) => router.navigate(to);
      const unload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(unload()).toBe(false);
      await fill(user);
      expect(unload()).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Create Blog' }));
      // The save succeeded: the way to the list is not blocked, and nothing asks any more.
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(unload()).toBe(false);
    });
  });
});
