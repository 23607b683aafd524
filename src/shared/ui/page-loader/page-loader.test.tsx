import { act, render, screen } from '@testing-library/react';
import { PAGE_LOADER_FADE_MS, PageLoader } from './page-loader';

describe('PageLoader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a turning circle and "Loading…" while visible', () => {
    render(<PageLoader visible />);
    expect(screen.getByTestId('page-loader')).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('takes the circle (and its endless animation) off the page once it has faded out, keeping the hidden loader', () => {
    const { rerender } = render(<PageLoader visible />);
    rerender(<PageLoader visible={false} />);
    // Still there while fading.
    expect(screen.getByTestId('page-loader')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(PAGE_LOADER_FADE_MS));
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByTestId('page-loader')).toHaveAttribute('aria-hidden', 'true');
  });

  it('brings the circle back when it is shown again', () => {
    const { rerender } = render(<PageLoader visible={false} />);
    act(() => jest.advanceTimersByTime(PAGE_LOADER_FADE_MS));
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    rerender(<PageLoader visible />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
