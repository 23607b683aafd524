import { act, screen } from '@testing-library/react';
import { RESIZE_DEBOUNCE_MS, WORKSHOP_SCROLL_PX_PER_S } from '@/shared/config';
import { advanceTimers, answerFetches, fakeMatchMedia, renderWithProviders, setPageVisibility, siteSettingsDto } from '@/shared/lib/test';
import { advanceOffset, copiesNeeded, stripTranslate } from '../model/marquee';
import { WorkshopGallery } from './workshop-gallery';

// The figures come from the site settings every page reads (the seeded samples here).
answerFetches((_request, pathname) => {
  if (pathname === '/api/site/settings') return Response.json(siteSettingsDto());
  throw new Error(`unexpected request ${pathname}`);
});

const SET_WIDTH = 1200;
let viewportWidth = 1000;

function translate(track: HTMLElement): number {
  const m = /translateX\((-?[\d.]+)px\)/.exec(track.style.transform);
  if (!m?.[1]) throw new Error(`no transform: "${track.style.transform}"`);
  return Number(m[1]);
}

function tracks(): [HTMLElement, HTMLElement] {
  const [forward, reverse] = screen.getAllByTestId('gallery-track');
  if (!forward || !reverse) throw new Error('two strips expected');
  return [forward, reverse];
}

/** Whether the gallery section is on screen, as an IntersectionObserver would report it. */
let onScreen = true;
const observers = new Set<ScreenObserver>();
class ScreenObserver {
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target);
    observers.add(this);
    this.report();
  }
  unobserve() {}
  disconnect() {
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  report() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: onScreen, intersectionRatio: onScreen ? 1 : 0 }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}
function setOnScreen(value: boolean) {
  onScreen = value;
  act(() => observers.forEach((o) => o.report()));
}
const NoopObserver = window.IntersectionObserver;
beforeAll(() => {
  window.IntersectionObserver = ScreenObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  window.IntersectionObserver = NoopObserver;
});

beforeEach(() => {
  onScreen = true;
  jest.useFakeTimers();
  viewportWidth = 1000;
  setPageVisibility('visible');
  // jsdom has no layout: one copy of the items is 1200 px wide, the strip's viewport `viewportWidth`.
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'UL' ? SET_WIDTH : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'gallery-strip' ? viewportWidth : 0;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('marquee maths', () => {
  it('moves 60 px per second and wraps after one cycle', () => {
    expect(advanceOffset(0, 1000, WORKSHOP_SCROLL_PX_PER_S, SET_WIDTH)).toBe(60);
    expect(advanceOffset(1180, 1000, 60, SET_WIDTH)).toBe(40);
    expect(stripTranslate(60, SET_WIDTH, false)).toBe(-60);
    expect(stripTranslate(60, SET_WIDTH, true)).toBe(-1140);
    expect(copiesNeeded(1000, 1200)).toBe(2);
    expect(copiesNeeded(3000, 1200)).toBe(4);
  });
});

describe('WorkshopGallery', () => {
  it('shows twelve workshops in two strips, the stats and the workshops link', async () => {
    renderWithProviders(<WorkshopGallery />);
    const rows = [
      screen.getByRole('region', { name: 'Workshops, first row' }),
      screen.getByRole('region', { name: 'Workshops, second row' }),
    ];
    const titles = rows.flatMap((r) => Array.from(r.querySelectorAll('ul figcaption')).map((f) => f.textContent));
    expect(titles).toHaveLength(12);
    expect(titles).toContain('IoT & Edge Computing');
    expect(titles).toContain('Data Science Hackathon');
    expect(await screen.findByText('15+')).toBeInTheDocument();
    expect(screen.getByText('1000+')).toBeInTheDocument();
    expect(screen.getByText('10+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Upcoming Workshops' })).toHaveAttribute('href', '/workshops');
  });

  it('scrolls one strip forward and one in reverse at about 60 px/s', () => {
    renderWithProviders(<WorkshopGallery />);
    const [forward, reverse] = tracks();
    advanceTimers(1000);
    expect(translate(forward)).toBeCloseTo(-60, -1);
    expect(translate(reverse)).toBeCloseTo(-SET_WIDTH + 60, -1);
    advanceTimers(1000);
    expect(translate(forward)).toBeCloseTo(-120, -1);
    expect(translate(reverse)).toBeCloseTo(-SET_WIDTH + 120, -1);
  });

  it('pauses while the page is hidden', () => {
    renderWithProviders(<WorkshopGallery />);
    const [forward] = tracks();
    advanceTimers(1000);
    setPageVisibility('hidden');
    const at = translate(forward);
    advanceTimers(5000);
    expect(translate(forward)).toBe(at);
    setPageVisibility('visible');
    advanceTimers(1000);
    expect(translate(forward)).toBeCloseTo(at - 60, -1);
  });

  it('moves only while the section is on screen', () => {
    onScreen = false;
    renderWithProviders(<WorkshopGallery />);
    const [forward] = tracks();
    const at = translate(forward);
    advanceTimers(3000);
    expect(translate(forward)).toBe(at);
    setOnScreen(true);
    advanceTimers(1000);
    expect(translate(forward)).toBeCloseTo(at - 60, -1);
    setOnScreen(false);
    const left = translate(forward);
    advanceTimers(3000);
    expect(translate(forward)).toBe(left);
  });

  it('rebuilds on resize only after a 200 ms pause in resizing', () => {
    renderWithProviders(<WorkshopGallery />);
    const [forward] = tracks();
    expect(forward).toHaveAttribute('data-copies', '2');
    advanceTimers(1000);
    viewportWidth = 3000;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    advanceTimers(RESIZE_DEBOUNCE_MS - 50);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    advanceTimers(RESIZE_DEBOUNCE_MS - 1);
    expect(forward).toHaveAttribute('data-copies', '2');
    advanceTimers(1);
    expect(forward).toHaveAttribute('data-copies', '4');
    expect(screen.getAllByTestId('gallery-copy')).toHaveLength(6);
    // Rebuilt from the start.
    expect(Math.abs(translate(forward))).toBeLessThan(5);
  });

  it('stands still, scrollable by hand, with reduced motion', () => {
    const real = window.matchMedia;
    window.matchMedia = fakeMatchMedia((query) => query.includes('prefers-reduced-motion'));
    try {
      renderWithProviders(<WorkshopGallery />);
      const [forward] = tracks();
      const before = forward.style.transform;
      advanceTimers(3000);
      expect(forward.style.transform).toBe(before);
      expect(screen.queryAllByTestId('gallery-copy')).toHaveLength(0);
      expect(screen.getByRole('region', { name: 'Workshops, first row' })).toHaveAttribute('tabindex', '0');
    } finally {
      window.matchMedia = real;
    }
  });

  it('can be paused and resumed by the visitor', () => {
    renderWithProviders(<WorkshopGallery />);
    const [forward] = tracks();
    act(() => {
      screen.getByRole('button', { name: 'Pause gallery' }).click();
    });
    const at = forward.style.transform;
    advanceTimers(2000);
    expect(forward.style.transform).toBe(at);
    act(() => {
      screen.getByRole('button', { name: 'Play gallery' }).click();
    });
    advanceTimers(1000);
    expect(forward.style.transform).not.toBe(at);
  });
});
