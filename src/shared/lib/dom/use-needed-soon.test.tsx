import { act, fireEvent, render, screen } from '@testing-library/react';
import { useNeededSoon } from './use-needed-soon';
import { fakeIntersectionObserver } from '@/shared/lib/test';

function Probe() {
  const [ref, needed] = useNeededSoon<HTMLDivElement>(500);
  return <div ref={ref}>{needed ? 'loaded' : 'waiting'}</div>;
}

const observers = fakeIntersectionObserver();

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('content below the fold', () => {
  it('waits while the placeholder is far from view, and loads when it comes within the margin', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observers[0]?.margin).toBe('500px 0px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('loads for a keyboard user at the first Tab', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    render(<Probe />);
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('loads when the page has loaded and the browser is idle, for visitors who never scroll', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    render(<Probe />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(250);
    });
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
