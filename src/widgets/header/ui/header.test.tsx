import { fireEvent, screen, within } from '@testing-library/react';
import { answerFetches, courseSummaryDto, renderWithProviders } from '@/shared/lib/test';
import { Header } from './header';

jest.setTimeout(20_000);

answerFetches((_request, pathname) =>
  pathname === '/api/courses'
    ? Response.json([courseSummaryDto({ title: 'Data Analytics' }), courseSummaryDto({ title: 'MERN Stack' })])
    : Response.json({ message: 'Not found' }, { status: 404 }),
);

describe('Header', () => {
  it('lists the courses on sale under COURSES', async () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('button', { name: 'COURSES' }));
    expect(await within(nav).findByRole('link', { name: 'MERN Stack' })).toHaveAttribute('href', '/courses/mern-stack');
    expect(within(nav).getByRole('link', { name: 'Data Analytics' })).toHaveAttribute('href', '/courses/data-analytics');
    expect(within(nav).queryByRole('link', { name: 'All Courses' })).not.toBeInTheDocument();
  });

  it('keeps a compact "Get A Call" in the phone header bar, beside the menu button, not only in the menu', () => {
    renderWithProviders(<Header />);
    const bar = screen.getByRole('banner');
    const menu = within(bar).getByRole('button', { name: 'Open menu' });
    const calls = within(bar).getAllByRole('link', { name: 'Get A Call', hidden: true });
    // The desktop button and the phone one; each screen size shows one of them.
    expect(calls).toHaveLength(2);
    const phone = calls.find((link) => link.nextElementSibling === menu);
    expect(phone).toHaveAttribute('href', '/enrollnow');
    expect(phone).toHaveClass('MuiButton-sizeSmall');
    expect(getComputedStyle(phone as HTMLElement).whiteSpace).toBe('nowrap');
  });
});
