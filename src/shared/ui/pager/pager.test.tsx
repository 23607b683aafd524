import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWindow } from '@/shared/lib/paging';
import { Pager } from './pager';

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [5, 10, [5, 6, 7]],
    [10, 10, [8, 9, 10]],
    [1, 2, [1, 2]],
    [1, 0, []],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('Pager', () => {
  it('renders nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onChange={() => undefined} label="Blog pages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('disables Prev on the first page and reports the page a visitor picks', async () => {
    const onChange = jest.fn();
    render(<Pager page={1} totalPages={5} onChange={onChange} label="Blog pages" />);
    expect(screen.getByRole('navigation', { name: 'Blog pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);
  });
});
