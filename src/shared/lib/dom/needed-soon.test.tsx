import { Suspense, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NeededSoon } from './needed-soon';
import { fakeIntersectionObserver } from '@/shared/lib/test';

const observers = fakeIntersectionObserver();

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets React take the opened gate's answer and render again. */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

/** Renders in an awaited act: the content suspends until it is needed, and React then wants one. */
async function show(ui: ReactElement): Promise<void> {
  await act(async () => {
    render(<MemoryRouter>{ui}</MemoryRouter>);
    await Promise.resolve();
  });
}

const placeholder = <p>waiting</p>;
const content = <p>loaded</p>;

describe('content below the fold, on a page the browser builds', () => {
  it('holds the placeholder while far from view, and comes when within the margin', async () => {
    await show(
      <NeededSoon placeholder={placeholder} marginPx={500}>
        {content}
      </NeededSoon>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observers[0]?.margin).toBe('500px 0px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    await settle();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    await settle();
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('comes for a keyboard user at the first Tab', async () => {
    await show(<NeededSoon placeholder={placeholder}>{content}</NeededSoon>);
    fireEvent.keyDown(window, { key: 'Enter' });
    await settle();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Tab' });
    await settle();
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('comes when the page has loaded and the browser is idle, for visitors who never scroll', async () => {
    await show(<NeededSoon placeholder={placeholder}>{content}</NeededSoon>);
    act(() => jest.advanceTimersByTime(5000));
    await settle();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(250);
    });
    await settle();
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});

describe("content below the fold, in the server's page", () => {
  const renders = jest.fn();
  /** A part with state, like a section with a carousel: its button counts once hydrated. */
  function Counter() {
    renders();
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Pressed {count}
      </button>
    );
  }
  const counter = <Counter />;

  let container: HTMLDivElement;
  let root: Root | null = null;
  beforeEach(() => {
    renders.mockClear();
    container = document.createElement('div');
    // What the server sends for <NeededSoon> (its gate is open there): the content in a Suspense boundary.
    container.innerHTML = renderToString(
      <MemoryRouter>
        <div>
          <Suspense fallback={null}>{counter}</Suspense>
        </div>
      </MemoryRouter>,
    );
    renders.mockClear();
    document.body.appendChild(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });

  async function hydrate(): Promise<HTMLButtonElement> {
    const served = container.querySelector('button');
    if (!served) throw new Error('no server HTML');
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter>
          <NeededSoon placeholder={placeholder}>{counter}</NeededSoon>
        </MemoryRouter>,
      );
      await Promise.resolve();
    });
    return served;
  }

  it('keeps the server HTML without hydrating it (no render, no idle start) until it is needed', async () => {
    const served = await hydrate();
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(5000);
    });
    await settle();
    expect(renders).not.toHaveBeenCalled();
    expect(served.isConnected).toBe(true);
    expect(container.textContent).toBe('Pressed 0');
    expect(container.textContent).not.toContain('waiting');
  });

  it('hydrates the same HTML when it comes into range, and it then works', async () => {
    const served = await hydrate();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    await settle();
    expect(renders).toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(served);
    act(() => served.click());
    expect(served.textContent).toBe('Pressed 1');
  });

  it('hydrates when the visitor touches it first', async () => {
    const served = await hydrate();
    fireEvent.pointerDown(served);
    await settle();
    expect(renders).toHaveBeenCalled();
    act(() => served.click());
    expect(served.textContent).toBe('Pressed 1');
  });

  it('opens for a navigation that keeps the page, which then completes', async () => {
    /** The page's own link to itself with a query, as the logo is on the home page. */
    function Page() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => void navigate('/?again')}>
            Home again
          </button>
          <NeededSoon placeholder={placeholder}>{counter}</NeededSoon>
        </>
      );
    }
    container.innerHTML = renderToString(
      <MemoryRouter>
        <button type="button">Home again</button>
        <div>
          <Suspense fallback={null}>{counter}</Suspense>
        </div>
      </MemoryRouter>,
    );
    renders.mockClear();
    const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />);
      await Promise.resolve();
    });
    expect(renders).not.toHaveBeenCalled();
    act(() => container.querySelector('button')?.click());
    for (let i = 0; i < 5; i += 1) await settle();
    expect(router.state.location.search).toBe('?again');
    expect(renders).toHaveBeenCalled();
  });
});
