import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { END_BEFORE_START_MESSAGE, type WorkshopDto } from '@contract';
import {
  answerFetches,
  dialogClosed,
  fill,
  installXhrOverFetch,
  renderWithProviders,
  type UploadInFlight,
  workshopDto,
} from '@/shared/lib/test';
import { AdminWorkshopEditorPage } from './admin-workshop-editor-page';

jest.setTimeout(30_000);

const WORKSHOP = workshopDto({
  title: 'Data Science Workshop',
  slug: 'data-science',
  startsAt: '2099-12-12T08:30:00.000Z',
  endsAt: '2099-12-12T11:30:00.000Z',
  capacity: 40,
  seatsLeft: 12,
  sessions: ['Sat, 12 Dec 2099 (2pm-5pm)'],
  version: 3,
});

const UPLOADED = `/api/images/${'a'.repeat(64)}-960.webp`;
const CREATED = workshopDto({ title: 'React in a Day', slug: 'react-in-a-day', category: 'Full Stack', version: 1 });
/** What GET /api/workshops/<slug> answers. */
let stored: WorkshopDto[] = [WORKSHOP, CREATED];

const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
/** The multipart requests (image uploads), with the form they carried. */
const uploads: { method: string; path: string; contentType: string; form: FormData }[] = [];
let answer: (body: Record<string, unknown>) => Response = (body) => Response.json({ ...WORKSHOP, ...body });
let answerImage: (request: Request) => Response | Promise<Response> = (request) =>
  Response.json({ ...WORKSHOP, image: request.method === 'PUT' ? UPLOADED : '/images/workshops/data-science.svg' });
answerFetches(async (request, pathname) => {
  if (request.method === 'GET') {
    const found = stored.find((w) => pathname === `/api/workshops/${w.slug}`);
    return found ? Response.json(found) : Response.json({ message: 'Workshop not found.' }, { status: 404 });
  }
  if (pathname.endsWith('/image')) {
    const contentType = request.headers.get('content-type') ?? '';
    uploads.push({
      method: request.method,
      path: pathname,
      contentType,
      form: request.method === 'PUT' ? await request.formData() : new FormData(),
    });
    return answerImage(request);
  }
  const body = (await request.json()) as Record<string, unknown>;
  sent.push({ method: request.method, path: pathname, body });
  return answer(body);
});
/** Runs before an image upload goes on to `fetch` (XMLHttpRequest, for its progress): may report progress and hold it. */
let beforeUpload: (upload: UploadInFlight) => Promise<void> | void = () => undefined;
let restoreXhr: () => void = () => undefined;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  restoreXhr = installXhrOverFetch((upload) => beforeUpload(upload));
});
afterEach(() => {
  restoreXhr();
  beforeUpload = () => undefined;
  sent.length = 0;
  uploads.length = 0;
  stored = [WORKSHOP, CREATED];
  answer = (body) => Response.json({ ...WORKSHOP, ...body });
  answerImage = (request) =>
    Response.json({ ...WORKSHOP, image: request.method === 'PUT' ? UPLOADED : '/images/workshops/data-science.svg' });
});

// Node's File (not jsdom's), so the FormData the request serializes carries the bytes as a browser's would.
const png = (name = 'card.png') =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' }) as unknown as File;

const ADMIN_LIST = { path: '/admin/workshops', element: <h1>Manage Workshops</h1> };
const EDIT_PAGE = { path: '/admin/workshops/edit/:slug', element: <AdminWorkshopEditorPage /> };
const renderNew = () =>
  renderWithProviders(<AdminWorkshopEditorPage />, {
    route: '/admin/workshops/new',
    path: '/admin/workshops/new',
    routes: [ADMIN_LIST, EDIT_PAGE],
  });
const renderEdit = () =>
  renderWithProviders(<AdminWorkshopEditorPage />, {
    route: '/admin/workshops/edit/data-science',
    path: '/admin/workshops/edit/:slug',
    routes: [ADMIN_LIST],
  });

/** A date-time field takes its value whole, as a browser's picker sets it. */
const setDateTime = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills the new workshop's required fields (React in a Day, Full Stack, 19 Dec 2099 2–5 pm). */
async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^Title/), 'React in a Day');
  await fill(user, screen.getByLabelText(/^Description/), 'Components, hooks and a deployed app.');
  await user.click(screen.getByRole('combobox', { name: /Category/ }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Full Stack' }));
  setDateTime(/^Starts/, '2099-12-19T14:00');
  setDateTime(/^Ends/, '2099-12-19T17:00');
  await fill(user, screen.getByLabelText(/^Learning outcomes/), 'A deployed React app.');
}

describe('AdminWorkshopEditorPage', () => {
  it('creates a workshop with its start and end in Hyderabad time and its seats', async () => {
    const user = userEvent.setup({ delay: null });
    renderNew();
    await fillNew(user);
    await user.type(screen.getByLabelText(/^Capacity \(seats\)/), '30');
    await user.click(screen.getByRole('button', { name: 'Create Workshop' }));
    expect(await screen.findByRole('heading', { name: 'Manage Workshops' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/workshops',
        body: expect.objectContaining({
          title: 'React in a Day',
          category: 'Full Stack',
          startsAt: '2099-12-19T14:00',
          endsAt: '2099-12-19T17:00',
          capacity: 30,
          sessions: [],
        }) as unknown,
      },
    ]);
    expect(sent[0]?.body).not.toHaveProperty('date');
  });

  it('shows the start, end and capacity of the workshop being edited, and sends no limit for an emptied capacity', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit();
    expect(await screen.findByLabelText(/^Starts/)).toHaveValue('2099-12-12T14:00');
    expect(screen.getByLabelText(/^Ends/)).toHaveValue('2099-12-12T17:00');
    expect(screen.getByLabelText(/^Capacity \(seats\)/)).toHaveValue(40);
    await user.clear(screen.getByLabelText(/^Capacity \(seats\)/));
    await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
    expect(await screen.findByRole('heading', { name: 'Manage Workshops' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/workshops/data-science',
        body: expect.objectContaining({ startsAt: '2099-12-12T14:00', endsAt: '2099-12-12T17:00', capacity: null, version: 3 }) as unknown,
      },
    ]);
  });

  it('shows a missing start, an end before the start and a capacity below one at their fields, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit();
    await screen.findByLabelText(/^Starts/);
    setDateTime(/^Starts/, '');
    await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
    expect(await screen.findByText('Start is required.')).toBeInTheDocument();

    setDateTime(/^Starts/, '2099-12-12T14:00');
    setDateTime(/^Ends/, '2099-12-12T13:00');
    await user.clear(screen.getByLabelText(/^Capacity \(seats\)/));
    await user.type(screen.getByLabelText(/^Capacity \(seats\)/), '0');
    await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
    expect(await screen.findByText(END_BEFORE_START_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ends/)).toHaveAccessibleDescription(END_BEFORE_START_MESSAGE);
    expect(screen.getByLabelText(/^Capacity \(seats\)/)).toHaveAccessibleDescription('Capacity must be at least 1.');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a field at that field", async () => {
    answer = () =>
      Response.json({ message: 'Validation failed.', fieldErrors: { endsAt: 'The end must be after the start.' } }, { status: 400 });
    const user = userEvent.setup({ delay: null });
    renderEdit();
    await screen.findByLabelText(/^Starts/);
    await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
    await waitFor(() => expect(screen.getByLabelText(/^Ends/)).toHaveAccessibleDescription('The end must be after the start.'));
    // Said once, at the field: no alert repeats it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Validation failed/)).not.toBeInTheDocument();
  });

  it('says a refusal that names no field of the form once, in one alert', async () => {
    answer = () => Response.json({ message: 'Too many changes at once. Please wait a moment.' }, { status: 429 });
    const user = userEvent.setup({ delay: null });
    renderEdit();
    await screen.findByLabelText(/^Starts/);
    await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Too many changes at once. Please wait a moment.');
    expect(screen.getAllByText(/Too many changes at once/)).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes: Stay keeps the edits, Leave goes', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderEdit();
    await screen.findByLabelText(/^Starts/);
    await user.type(screen.getByLabelText(/^Duration/), ' plus');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await dialogClosed();
    expect(router.state.location.pathname).toBe('/admin/workshops/edit/data-science');
    expect(screen.getByLabelText(/^Duration/)).toHaveValue('3 Hours plus');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Manage Workshops' })).toBeInTheDocument();
  });

  describe('image', () => {
    it('uploads a chosen PNG at once on the edit page with its progress, then shows the new image; the save leaves the image alone', async () => {
      let release: () => void = () => undefined;
      beforeUpload = (upload) =>
        new Promise((resolve) => {
          upload.progress(3, 8);
          release = () => resolve();
        });
      const user = userEvent.setup({ delay: null });
      renderEdit();
      const input = await screen.findByLabelText('Image');
      expect(screen.getByRole('img', { name: 'Current workshop image' })).toHaveAttribute('src', '/images/workshops/data-science.svg');
      expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
      await user.clear(screen.getByLabelText(/^Duration/));
      await fill(user, screen.getByLabelText(/^Duration/), '4 Hours');

      await user.upload(input, png());
      const bar = await screen.findByRole('progressbar', { name: 'Uploading image… 38%' });
      expect(bar).toHaveAttribute('aria-valuenow', '38');
      expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview');
      expect(screen.getByRole('button', { name: 'Save Workshop' })).toBeDisabled();
      release();
      await waitFor(() => expect(screen.getByRole('img', { name: 'Current workshop image' })).toHaveAttribute('src', UPLOADED));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove image' })).toBeInTheDocument();
      // The workshop fetched again after the upload does not reset the form's unsaved edits.
      expect(screen.getByLabelText(/^Duration/)).toHaveValue('4 Hours');

      expect(uploads).toHaveLength(1);
      const [upload] = uploads;
      expect(upload?.method).toBe('PUT');
      expect(upload?.path).toBe('/api/workshops/data-science/image');
      expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect([...(upload?.form.keys() ?? [])]).toEqual(['image']);
      const file = upload?.form.get('image') as File;
      expect(file.name).toBe('card.png');
      expect(file.type).toBe('image/png');
      expect(file.size).toBe(8);

      // The JSON save sends no image (the server keeps the uploaded one), with the version the editor opened
      // (an upload does not change it).
      await user.click(screen.getByRole('button', { name: 'Save Workshop' }));
      expect(await screen.findByRole('heading', { name: 'Manage Workshops' })).toBeInTheDocument();
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/workshops/data-science',
          body: expect.objectContaining({ duration: '4 Hours', version: 3 }) as unknown,
        },
      ]);
      expect(sent[0]?.body).not.toHaveProperty('image');
    });

    it('refuses a text file at the field without sending anything', async () => {
      const user = userEvent.setup({ delay: null, applyAccept: false });
      renderEdit();
      const input = await screen.findByLabelText('Image');
      expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
      await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      expect(screen.getByText('Please choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
      expect(input).toHaveAccessibleDescription(
        expect.stringMatching(/^Please choose a JPEG, PNG, WebP or GIF image\. Optional: JPEG/) as string,
      );
      expect(input).toBeInvalid();
      expect(screen.getByRole('img', { name: 'Current workshop image' })).toHaveAttribute('src', '/images/workshops/data-science.svg');
      expect(uploads).toEqual([]);
      expect(sent).toEqual([]);
    });

    it("shows the server's refusal of an upload at the field and keeps the current image", async () => {
      answerImage = () =>
        Response.json(
          {
            message: 'Images must be JPEG, PNG, WebP or GIF files.',
            fieldErrors: { image: 'Images must be JPEG, PNG, WebP or GIF files.' },
          },
          { status: 400 },
        );
      const user = userEvent.setup({ delay: null });
      renderEdit();
      const input = await screen.findByLabelText('Image');
      await user.upload(input, png('fake.png'));
      expect(await screen.findByText('Images must be JPEG, PNG, WebP or GIF files.')).toBeInTheDocument();
      expect(input).toHaveAccessibleDescription(expect.stringMatching(/^Images must be JPEG, PNG, WebP or GIF files\./) as string);
      expect(screen.getByRole('img', { name: 'Current workshop image' })).toHaveAttribute('src', '/images/workshops/data-science.svg');
      expect(input).toBeEnabled();
    });

    it('removes an uploaded image: DELETE, then the default illustration', async () => {
      stored = [{ ...WORKSHOP, image: UPLOADED }];
      const user = userEvent.setup({ delay: null });
      renderEdit();
      expect(await screen.findByRole('img', { name: 'Current workshop image' })).toHaveAttribute('src', UPLOADED);
      await user.click(screen.getByRole('button', { name: 'Remove image' }));
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Current workshop image' })).toHaveAttribute('src', '/images/workshops/data-science.svg'),
      );
      expect(uploads).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/workshops/data-science/image' })]);
      expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
      // The Remove button went away: the focus goes to the file input, not to the page.
      await waitFor(() => expect(screen.getByLabelText('Image')).toHaveFocus());
    });

    it('uploads the chosen image on the new page right after the workshop is created', async () => {
      answer = () => Response.json(CREATED, { status: 201 });
      answerImage = () => Response.json({ ...CREATED, image: UPLOADED });
      const user = userEvent.setup({ delay: null });
      renderNew();
      expect(screen.getByText('No image chosen: the workshop shows the default illustration.')).toBeInTheDocument();
      await fillNew(user);
      await user.upload(screen.getByLabelText('Image'), png());
      expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview');
      expect(screen.getByText('card.png')).toBeInTheDocument();
      expect(uploads).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Create Workshop' }));
      expect(await screen.findByRole('heading', { name: 'Manage Workshops' })).toBeInTheDocument();
      expect(sent).toEqual([
        { method: 'POST', path: '/api/workshops', body: expect.objectContaining({ title: 'React in a Day' }) as unknown },
      ]);
      expect(sent[0]?.body).not.toHaveProperty('image');
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toMatchObject({ method: 'PUT', path: '/api/workshops/react-in-a-day/image' });
      expect((uploads[0]?.form.get('image') as File).name).toBe('card.png');
    });

    it('goes to the created workshop and shows the error there when the upload after creating fails', async () => {
      answer = () => Response.json(CREATED, { status: 201 });
      answerImage = () => Response.json({ message: 'The image must be at most 5 MB.' }, { status: 413 });
      const user = userEvent.setup({ delay: null });
      renderNew();
      await fillNew(user);
      await user.upload(screen.getByLabelText('Image'), png());
      await user.click(screen.getByRole('button', { name: 'Create Workshop' }));
      expect(await screen.findByRole('heading', { name: 'Edit Workshop' })).toBeInTheDocument();
      const message = 'The workshop was created, but its image was not uploaded: The image must be at most 5 MB.';
      // Said once, at the image field (no toast repeats it).
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getAllByText(/its image was not uploaded/)).toHaveLength(1);
      const input = await screen.findByLabelText('Image');
      expect(input).toHaveAccessibleDescription(
        expect.stringMatching(/^The workshop was created, but its image was not uploaded: The image must be at most 5 MB\./) as string,
      );
      expect(screen.getByLabelText(/^Title/)).toHaveValue('React in a Day');
      expect(uploads).toEqual([expect.objectContaining({ method: 'PUT', path: '/api/workshops/react-in-a-day/image' })]);
    });
  });
});
