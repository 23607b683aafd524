import { IMAGE_DECODE_WAIT } from '@/shared/config';
import { waitForImages } from './wait-for-images';

/** An <img> still loading (complete false) whose decode never finishes unless told. */
function image(root: HTMLElement, loading: 'eager' | 'lazy' = 'eager'): HTMLImageElement {
  const img = document.createElement('img');
  img.loading = loading;
  Object.defineProperty(img, 'complete', { value: false, configurable: true });
  img.decode = () => new Promise<void>(() => undefined);
  root.append(img);
  return img;
}

describe('waitForImages', () => {
  let root: HTMLElement;
  let settled: boolean;
  const track = (promise: Promise<void>) => {
    settled = false;
    void promise.then(() => (settled = true));
  };
  const flush = async (ms = 0) => {
    await jest.advanceTimersByTimeAsync(ms);
  };

  beforeEach(() => {
    jest.useFakeTimers();
    root = document.createElement('div');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits for every image above the fold to load or fail, then for its decode at most 200 ms', async () => {
    const ok = image(root);
    const broken = image(root);
    track(waitForImages(root));
    await flush(1000);
    expect(settled).toBe(false);
    ok.dispatchEvent(new Event('load'));
    await flush();
    expect(settled).toBe(false);
    broken.dispatchEvent(new Event('error'));
    await flush(IMAGE_DECODE_WAIT.capMs - 1);
    expect(settled).toBe(false);
    await flush(1);
    expect(settled).toBe(true);
  });

  it('does not wait for decoding past the first 8 images, nor for lazy images below the fold', async () => {
    const images = Array.from({ length: IMAGE_DECODE_WAIT.firstImages + 1 }, () => image(root));
    image(root, 'lazy');
    for (const [i, img] of images.entries()) img.decode = i < IMAGE_DECODE_WAIT.firstImages ? () => Promise.resolve() : img.decode;
    track(waitForImages(root));
    for (const img of images) img.dispatchEvent(new Event('load'));
    await flush();
    expect(settled).toBe(true);
  });

  it('never holds the page longer than its overall limit', async () => {
    image(root);
    track(waitForImages(root, 3000));
    await flush(2999);
    expect(settled).toBe(false);
    await flush(1);
    expect(settled).toBe(true);
  });
});
