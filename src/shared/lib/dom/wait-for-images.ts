import { IMAGE_DECODE_WAIT } from '@/shared/config';

/**
 * Resolves when every image in `root` has loaded or failed. For the first 8 images the decode wait is
 * capped at 200 ms each (docs/product.md §4), so a slow decode never holds the page back.
 */
export async function waitForImages(root: ParentNode, maxWaitMs = 8000): Promise<void> {
  const imgs = Array.from(root.querySelectorAll('img'));
  const settle = (img: HTMLImageElement, index: number): Promise<void> => {
    // A lazy image below the fold loads only when the visitor scrolls to it: it never holds the loader.
    if (img.loading === 'lazy') return Promise.resolve();
    const loaded = img.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        });
    if (index >= IMAGE_DECODE_WAIT.firstImages) return loaded;
    return loaded.then(() =>
      Promise.race([img.decode().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, IMAGE_DECODE_WAIT.capMs))]),
    );
  };
  await Promise.race([Promise.all(imgs.map(settle)).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}
