import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogDto } from '@contract';
import { blogDto, dialogClosed, gridCells, gridRowTitles, renderWithProviders } from '@/shared/lib/test';
import { AdminBlogsPage } from './admin-blogs-page';

const TITLES = ['Post One', 'Post Two', 'Post Three', 'Post Four', 'Post Five'];
const blog = (title: string, i: number): BlogDto => blogDto({ _id: `b${i}`, title });

let posts: BlogDto[];
let deleteAnswer: () => Response;
const calls: string[] = [];

beforeEach(() => {
  posts = TITLES.map(blog);
  deleteAnswer = () => Response.json({ message: 'Blog deleted successfully.' });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (request.method === 'DELETE') {
      const res = deleteAnswer();
      if (res.ok) posts = posts.filter((p) => `/api/blogs/${p.slug}` !== pathname);
      return res;
    }
    return Response.json(posts);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  calls.length = 0;
});

jest.setTimeout(20_000);

describe('AdminBlogsPage', () => {
  it("lists 4 posts per page with 'Add New Blog' and Edit links", async () => {
    renderWithProviders(<AdminBlogsPage />);
    await screen.findByRole('gridcell', { name: 'Post One' });
    expect(gridRowTitles()).toEqual(TITLES.slice(0, 4));
    expect(screen.getByRole('link', { name: 'Add New Blog' })).toHaveAttribute('href', '/admin/blogs/new');
    expect(screen.getByRole('link', { name: 'Edit Post Two' })).toHaveAttribute('href', '/admin/blogs/edit/post-two');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(gridRowTitles()).toEqual(['Post Five']));
  });

  it('lists every post from the admin list with its status: drafts and scheduled ones too', async () => {
    posts = [
      blogDto({ _id: 'd', title: 'A Draft', status: 'draft', publishedAt: null }),
      blogDto({ _id: 's', title: 'Coming Soon', status: 'scheduled', publishedAt: '2099-03-01T04:30:00.000Z' }),
      blogDto({ _id: 'p', title: 'Out Now', publishedAt: '2025-06-01T05:30:00.000Z' }),
    ];
    renderWithProviders(<AdminBlogsPage />);
    await screen.findByRole('gridcell', { name: 'A Draft' });
    expect(calls).toContain('GET /api/admin/blogs');
    expect(gridCells('A Draft').slice(2, 4)).toEqual(['Draft', '—']);
    expect(gridCells('Coming Soon').slice(2, 4)).toEqual(['Scheduled', '1 March 2099']);
    expect(gridCells('Out Now').slice(2, 4)).toEqual(['Published', '1 June 2025']);
  });

  it('asks before deleting; Cancel keeps the post, Delete removes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminBlogsPage />);
    await screen.findByRole('gridcell', { name: 'Post One' });
    await user.click(screen.getByRole('button', { name: 'Delete Post Two' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete blog' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this blog?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Post Two' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(gridRowTitles()).toEqual(['Post One', 'Post Three', 'Post Four', 'Post Five']));
    expect(calls).toContain('DELETE /api/blogs/post-two');
  });

  it("shows 'Error deleting blog: ...' when the server refuses", async () => {
    const user = userEvent.setup({ delay: null });
    deleteAnswer = () => Response.json({ message: 'Please sign in as an admin to do this.' }, { status: 401 });
    renderWithProviders(<AdminBlogsPage />);
    await screen.findByRole('gridcell', { name: 'Post One' });
    await user.click(screen.getByRole('button', { name: 'Delete Post One' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting blog: Please sign in as an admin to do this.');
    expect(gridRowTitles()).toEqual(TITLES.slice(0, 4));
  });
});
