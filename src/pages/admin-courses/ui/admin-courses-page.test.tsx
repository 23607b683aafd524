import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCourseDto } from '@contract';
import {
  adminCourseDto,
  answerFetches,
  batchDto,
  dialogClosed,
  expectShownOnce,
  GRID_WAIT,
  gridCells,
  renderWithProviders,
} from '@/shared/lib/test';
import { AdminCoursesPage } from './admin-courses-page';

let courses: AdminCourseDto[];
let refuseDelete = false;
const calls: string[] = [];

answerFetches((request, pathname) => {
  calls.push(`${request.method} ${pathname}`);
  if (request.method === 'GET' && pathname === '/api/admin/courses') return Response.json(courses);
  if (request.method === 'DELETE') {
    if (refuseDelete) return Response.json({ message: 'The course could not be deleted: the database is busy.' }, { status: 503 });
    const course = courses.find((c) => `/api/courses/${c.slug}` === pathname);
    if (!course) return Response.json({ message: 'Course not found.' }, { status: 404 });
    if (course.leads > 0) {
      courses = courses.map((c) => (c === course ? { ...c, archived: true } : c));
      return Response.json({ message: 'Course archived: its leads keep the course name.' });
    }
    courses = courses.filter((c) => c !== course);
    return Response.json({ message: 'Course deleted.' });
  }
  throw new Error(`unexpected request ${request.method} ${pathname}`);
});

beforeEach(() => {
  courses = [
    adminCourseDto({
      title: 'Python Full Stack',
      leads: 3,
      batches: [
        batchDto({ _id: 'p1', startDate: '2020-01-06', applyBy: '2020-01-01' }),
        batchDto({ _id: 'p2', startDate: '2099-03-09', applyBy: '2099-03-01' }),
        batchDto({ _id: 'p3', startDate: '2099-03-02', applyBy: '2099-02-25' }),
      ],
    }),
    adminCourseDto({
      title: 'Cloud Computing',
      fee: { amount: 120000, emi: null, scholarship: null },
      batches: [batchDto({ startDate: '2020-05-04', applyBy: '2020-05-01' })],
    }),
    adminCourseDto({ title: 'Old Course', archived: true, leads: 2, batches: [] }),
  ];
});
afterEach(() => {
  calls.length = 0;
  refuseDelete = false;
});

jest.setTimeout(30_000);

describe('AdminCoursesPage', () => {
  it('lists every course with its next open batch, batches, fee, status and leads', async () => {
    renderWithProviders(<AdminCoursesPage />);
    await screen.findByRole('gridcell', { name: 'Python Full Stack' });
    expect(screen.getByRole('link', { name: 'Add Course' })).toHaveAttribute('href', '/admin/courses/new');
    // The soonest open start, not the past batch nor the later one. (The Batches count column is hidden by
    // default so the list fits 1366 px; the batches themselves are on the course's editor.)
    expect(gridCells('Python Full Stack').slice(0, 5)).toEqual(['Python Full Stack', 'Mar 02nd 2099', '₹45,000', 'Live', '3']);
    expect(gridCells('Cloud Computing').slice(0, 5)).toEqual(['Cloud Computing', 'No open batch', '₹1,20,000', 'Live', '0']);
    expect(gridCells('Old Course').slice(0, 5)).toEqual(['Old Course', 'No open batch', '₹45,000', 'Archived', '2']);

    expect(screen.getByRole('link', { name: 'Edit Python Full Stack' })).toHaveAttribute('href', '/admin/courses/edit/python-full-stack');
    expect(screen.getByRole('link', { name: 'View on site: Python Full Stack (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/courses/python-full-stack',
    );
    // An archived course is not on the public site.
    expect(screen.getByRole('link', { name: 'Edit Old Course' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View on site: Old Course/ })).not.toBeInTheDocument();
  });

  it('asks before deleting a course leads asked about, says it will be archived, and Cancel keeps it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCoursesPage />);
    await screen.findByRole('gridcell', { name: 'Python Full Stack' });

    await user.click(screen.getByRole('button', { name: 'Delete Python Full Stack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive course' });
    expect(dialog).toHaveAccessibleDescription(/3 leads asked about "Python Full Stack", so it will be archived rather than deleted/);
    expect(dialog).toHaveTextContent('it disappears from the public site and its leads keep the course name');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed(GRID_WAIT);
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Python Full Stack' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(gridCells('Python Full Stack')[3]).toBe('Archived'), GRID_WAIT);
    expect(calls).toContain('DELETE /api/courses/python-full-stack');
    expect(screen.queryByRole('link', { name: /View on site: Python Full Stack/ })).not.toBeInTheDocument();
  });

  it('says a course without leads is deleted for good, then removes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCoursesPage />);
    await screen.findByRole('gridcell', { name: 'Cloud Computing' });
    await user.click(screen.getByRole('button', { name: 'Delete Cloud Computing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete course' });
    expect(dialog).toHaveTextContent('No leads asked about "Cloud Computing", so it will be deleted for good, with all its batches.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Cloud Computing' })).not.toBeInTheDocument(), GRID_WAIT);
    expect(calls).toContain('DELETE /api/courses/cloud-computing');
    expect(await screen.findByRole('gridcell', { name: 'Python Full Stack' })).toBeInTheDocument();
  });

  it('says a refused delete once, in a toast, and keeps the course', async () => {
    refuseDelete = true;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCoursesPage />);
    await screen.findByRole('gridcell', { name: 'Cloud Computing' });
    await user.click(screen.getByRole('button', { name: 'Delete Cloud Computing' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectShownOnce('The course could not be deleted: the database is busy.');
    await dialogClosed(GRID_WAIT);
    expect(screen.getByRole('gridcell', { name: 'Cloud Computing' })).toBeInTheDocument();
  });

  it('finds courses by the quick search, by title or by what a column shows', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCoursesPage />);
    await screen.findByRole('gridcell', { name: 'Python Full Stack' });
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'archived');
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Python Full Stack' })).not.toBeInTheDocument(), GRID_WAIT);
    expect(screen.getByRole('gridcell', { name: 'Old Course' })).toBeInTheDocument();
  });
});
