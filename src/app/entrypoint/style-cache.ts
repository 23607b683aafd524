import createCache from '@emotion/cache';

/**
 * The one vendor prefix the browsers we support still need in MUI's styles: Safari knows `user-select`
 * only as `-webkit-user-select` (MUI writes its other prefixed properties itself). Stylis's general
 * prefixer, emotion's default, checks every declaration of every rule and was a large part of the time
 * spent inserting the first page's styles on a phone.
 */
function userSelectPrefixer(element: { type: string; props: string | string[]; children: unknown; return: string; value: string }): void {
  if (element.type === 'decl' && element.props === 'user-select' && !element.return) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
}

/**
 * An emotion cache: the browser's one, or one per page on the server. Its <style> elements carry no nonce:
 * public pages are the same bytes for everyone (cacheable), so the CSP allows inline styles, never scripts.
 */
export function createStyleCache() {
  return createCache({ key: 'css', stylisPlugins: [userSelectPrefixer] });
}

/**
 * The server's page carries the styles of its render in `<style data-emotion="css id id…">` and the global
 * ones in `<style data-emotion="css-global …">` (server.tsx). Emotion's cache would move each such element
 * to the end of the head and re-insert the first kind (its sheet's `hydrate`); each move made the browser
 * parse that stylesheet again and restyle the page while the app starts. The elements stay where they are
 * instead: all are marked as already placed (`data-s`, as emotion marks those it has moved), the page's
 * sheet is renamed so the cache does not find it, and its ids are recorded as inserted, so nothing is
 * computed or inserted twice. Styles inserted later go after them, as before. (Emotion's Global still
 * re-inserts the small global sheets when it hydrates them.)
 */
function createBrowserStyleCache() {
  const ids: string[] = [];
  for (const node of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    node.dataset.s = '';
    const [key, ...own] = (node.dataset.emotion ?? '').split(' ');
    if (key !== 'css' || own.length === 0) continue;
    ids.push(...own);
    node.dataset.emotionServer = node.dataset.emotion;
    delete node.dataset.emotion;
  }
  const cache = createStyleCache();
  for (const id of ids) cache.inserted[id] = true;
  return cache;
}

/** Emotion's cache for the whole app. */
export const emotionCache = typeof document === 'undefined' ? createStyleCache() : createBrowserStyleCache();
