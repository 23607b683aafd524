import { screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import type { BlogDto } from '@contract';
import { renderWithProviders } from '@/shared/lib/test';
import { BlogForm } from './blog-form';

interface Sent {
  method: string;
  path: string;
  form: FormData;
}
const sent: Sent[] = [];
let answer: (req: Sent) => Response | Promise<Response>;

const HASH = 'b'.repeat(64);
const saved = (form: FormData, slug = 'sql-for-analysts'): BlogDto => ({
  _id: 'b1',
  title: String(form.get('title')),
  description: String(form.get('description')),
  content: String(form.get('content')),
  slug,
  imageUrl: null,
  bannerImageUrl: null,
  imageAlt: '',
  bannerImageAlt: '',
  image: null,
  bannerImage: null,
  createdAt: '2025-06-01T05:30:00.000Z',
  updatedAt: '2025-06-01T05:30:00.000Z',
  version: 1,
});

beforeEach(() => {
  answer = (req) => Response.json({ message: 'Blog created successfully!', blog: saved(req.form) }, { status: 201 });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const req = { method: request.method, path: new URL(request.url).pathname, form: await request.formData() };
    sent.push(req);
    return answer(req);
  });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
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

jest.setTimeout(20_000);

describe('BlogForm', () => {
  it('requires title, description and content and sends nothing until they are given', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogForm onSaved={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Content is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('previews the formatted content while typing, with markup shown as text', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BlogForm onSaved={jest.fn()} />);
    await enter(user, /^Content/, '- *Bold* point\n<img src=x onerror=alert(1)>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('ul li strong')).toHaveTextContent('Bold');
    expect(preview).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('creates a post with an image: multipart body, Submitting... while saving, then the success message', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    let release: () => void = () => undefined;
    answer = (req) =>
      new Promise((resolve) => {
        release = () => resolve(Response.json({ message: 'Blog created successfully!', blog: saved(req.form) }, { status: 201 }));
      });
    renderWithProviders(<BlogForm onSaved={onSaved} />);
    await fill(user);
    expect(screen.getByText('Address: /blogs/sql-for-analysts (a number is added if another post uses it)')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose card image file'), png());
    expect(screen.getByRole('img', { name: 'Preview of the chosen card image' })).toHaveAttribute('src', 'blob:preview');
    await enter(user, 'Card image description (alt text)', 'A query plan');
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Blog created successfully!', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ slug: 'sql-for-analysts' }));
    const [req] = sent;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/api/blogs/create-blog');
    expect(req?.form.get('title')).toBe('SQL for Analysts');
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

  it("shows the server's message and field errors when saving fails", async () => {
    const user = userEvent.setup();
    answer = () =>
      Response.json(
        {
          message: 'The image is not a supported image. Images must be JPEG, PNG, WebP or GIF files.',
          fieldErrors: { image: 'Bad image' },
        },
        { status: 415 },
      );
    const onSaved = jest.fn();
    renderWithProviders(<BlogForm onSaved={onSaved} />);
    await fill(user);
    await user.upload(screen.getByLabelText('Choose card image file'), png());
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The image is not a supported image. Images must be JPEG, PNG, WebP or GIF files.',
    );
    expect(screen.getByText('Bad image')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a post: keeps its slug unless changed, shows the current image, and says updated', async () => {
    const user = userEvent.setup();
    const blog: BlogDto = {
      ...saved(new FormData(), 'sql-for-analysts'),
      title: 'SQL for Analysts',
      description: 'Old',
      content: 'Old content',
      image: { hash: HASH, width: 1200, height: 675, widths: [480, 960, 1200] },
      imageUrl: `/api/images/${HASH}-1200.webp`,
      imageAlt: 'Old picture',
    };
    answer = (req) => Response.json({ message: 'Blog updated successfully!', blog: saved(req.form) });
    renderWithProviders(<BlogForm blog={blog} onSaved={jest.fn()} />);
    expect(screen.getByRole('img', { name: 'Old picture' })).toHaveAttribute('src', `/api/images/${HASH}-1200.webp`);
    await user.clear(screen.getByRole('textbox', { name: /^Title/ }));
    await user.paste('SQL for Data Analysts');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('Blog updated successfully!', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    const [req] = sent;
    expect(req?.method).toBe('PUT');
    expect(req?.path).toBe('/api/blogs/sql-for-analysts');
    expect(req?.form.get('title')).toBe('SQL for Data Analysts');
    expect(req?.form.has('slug')).toBe(false);
    expect(req?.form.get('removeImage')).toBe('true');
  });
});
