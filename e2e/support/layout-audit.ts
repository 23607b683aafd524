/**
 * The layout audit of issue 38 (e2e/layout.test.ts), run inside the page with `page.evaluate(auditLayout, scope)`.
 * It is one self-contained function: Playwright sends its source to the browser, so it uses nothing from
 * this module's scope.
 *
 * It reports, in words a failure message can show:
 * - covered: an interactive element whose centre belongs to another element (`elementFromPoint` returns
 *   neither it nor one of its descendants), after scrolling it vertically into the middle of the screen;
 * - clipped: an interactive element or a DataGrid column header cut by an ancestor that clips its overflow
 *   (sideways: any clipping or scrolling container, since a control reached only by a sideways scroll is
 *   as good as cut; up and down: hidden or clipped overflow only, as vertical scrolling is ordinary), or
 *   lying outside the viewport's width; a DataGrid that scrolls sideways; a button or a column title whose
 *   text is cut by its own box ("View on sit…");
 * - broken: a word of a table cell, a column header or a button split over two lines.
 */
export interface AuditScope {
  /** Audit only inside this selector's last match (an open drawer or dialog); null: the whole page. */
  within: string | null;
  /**
   * True on a phone: a DataGrid may scroll sideways there (a list of many columns cannot fit 390 px; the
   * leads inbox, the list counsellors work from on a phone, shows cards instead and has no grid). Controls
   * in a grid are then scrolled into view sideways too, and still must be neither covered nor cut.
   */
  gridsMayScroll: boolean;
}

export function auditLayout(scope: AuditScope): string[] {
  const findings: string[] = [];
  const INTERACTIVE = [
    'a[href]',
    'button',
    'input',
    'select',
    'textarea',
    'summary',
    '[role=button]',
    '[role=link]',
    '[role=checkbox]',
    '[role=radio]',
    '[role=switch]',
    '[role=tab]',
    '[role=menuitem]',
    '[role=option]',
    '[role=combobox]',
    '[role=slider]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const TEXT_HOLDERS = 'td, th, [role=cell], [role=gridcell], [role=columnheader], button, [role=button], a.MuiButton-root';

  const roots = scope.within ? Array.from(document.querySelectorAll(scope.within)) : [document.body];
  const root = roots[roots.length - 1];
  if (!root) return [`nothing matches ${scope.within ?? 'body'}`];

  const nameOf = (el: Element): string => {
    const label =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.getAttribute('title') ??
      el.textContent ??
      '';
    const tag = el.tagName.toLowerCase();
    const role = el.getAttribute('role');
    const field = el.closest('[data-field]')?.getAttribute('data-field');
    return `${tag}${role ? `[role=${role}]` : ''}${field ? `[data-field=${field}]` : ''} "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  };
  const describeHit = (el: Element | null): string => {
    if (!el) return 'nothing';
    const owner = el.closest(INTERACTIVE);
    const landmark = el.closest('header, nav, footer, [role=dialog], [role=presentation]');
    return `${nameOf(owner ?? el)}${landmark ? ` in <${landmark.tagName.toLowerCase()}${landmark.getAttribute('role') ? ` role=${landmark.getAttribute('role')}` : ''}>` : ''}`;
  };

  /**
   * What a person can see and use. Left out, each for its reason:
   * - elements in an aria-hidden or inert subtree (a carousel's other slides, the page behind a modal):
   *   nobody can reach them;
   * - elements with no box, display none, visibility hidden, opacity 0 or pointer-events none: MUI's
   *   native inputs behind a styled Select, Checkbox or Switch are such, and their visible part is checked;
   * - boxes of 1 px or less: the visually hidden pattern (the skip link until it has the focus);
   * - type=hidden inputs.
   */
  const usable = (el: Element): boolean => {
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
    }
    return getComputedStyle(el).pointerEvents !== 'none';
  };

  /** Scrolls `el` into the middle vertically without scrolling any container sideways (that would hide a sideways cut). */
  const inGrid = (el: Element): boolean => scope.gridsMayScroll && el.closest('.MuiDataGrid-root') !== null;
  const bringIntoView = (el: Element): void => {
    if (inGrid(el)) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      window.scrollTo({ left: 0, top: window.scrollY, behavior: 'instant' });
      return;
    }
    const lefts: [Element, number][] = [];
    for (let node = el.parentElement; node; node = node.parentElement) lefts.push([node, node.scrollLeft]);
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    for (const [node, left] of lefts) node.scrollLeft = left;
    window.scrollTo({ left: 0, top: window.scrollY, behavior: 'instant' });
  };

  const clipOf = (el: Element): string | null => {
    const rect = el.getBoundingClientRect();
    if (rect.left < -1 || rect.right > document.documentElement.clientWidth + 1) {
      return `lies outside the viewport's width (${Math.round(rect.left)}..${Math.round(rect.right)} of ${document.documentElement.clientWidth})`;
    }
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      const left = box.left + node.clientLeft;
      const top = box.top + node.clientTop;
      const sideways = style.overflowX !== 'visible';
      const upDown = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (sideways && (rect.left < left - 1 || rect.right > left + node.clientWidth + 1)) {
        return `is cut sideways by ${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0] ?? ''} (overflow-x ${style.overflowX}; ${Math.round(rect.left)}..${Math.round(rect.right)} in ${Math.round(left)}..${Math.round(left + node.clientWidth)})`;
      }
      if (upDown && (rect.top < top - 1 || rect.bottom > top + node.clientHeight + 1)) {
        return `is cut top or bottom by ${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0] ?? ''} (overflow-y ${style.overflowY})`;
      }
    }
    return null;
  };

  const interactive = Array.from(root.querySelectorAll(INTERACTIVE)).filter(usable);
  const seen = new Set<Element>();
  for (const el of interactive) {
    // A control inside another control (an icon button's svg is not one; MUI's ButtonBase inside a link is): check the outer one.
    if (seen.has(el)) continue;
    seen.add(el);
    bringIntoView(el);
    // A link that wraps over two lines: its box's centre may be in the text around it; its first line's is not.
    const rect = el.getClientRects().length > 1 ? (el.getClientRects()[0] ?? el.getBoundingClientRect()) : el.getBoundingClientRect();
    // Taller than the screen or in a container that cannot bring it into view: the centre is off screen, nothing to test there.
    if (rect.top + rect.height / 2 < 0 || rect.top + rect.height / 2 > window.innerHeight) continue;
    const clip = inGrid(el) && rect.left >= 0 && rect.right <= document.documentElement.clientWidth ? null : clipOf(el);
    if (clip) {
      findings.push(`clipped: ${nameOf(el)} ${clip}`);
      continue;
    }
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || (hit !== el && !el.contains(hit))) findings.push(`covered: ${nameOf(el)} is under ${describeHit(hit)}`);
    // Its own text cut by its own box: "View on sit…".
    const style = getComputedStyle(el);
    if (
      (el.matches('button, a.MuiButton-root, [role=button]') && style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) ||
      false
    ) {
      findings.push(`clipped: ${nameOf(el)} shows its text cut (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
    }
  }

  for (const header of Array.from(root.querySelectorAll('.MuiDataGrid-columnHeader')).filter((h) => usable(h) && !inGrid(h))) {
    bringIntoView(header);
    const clip = clipOf(header);
    if (clip) findings.push(`clipped: column header ${nameOf(header)} ${clip}`);
    const title = header.querySelector('.MuiDataGrid-columnHeaderTitle');
    if (title && title.scrollWidth > title.clientWidth + 1) findings.push(`clipped: column header ${nameOf(header)} shows its title cut`);
  }
  for (const scroller of Array.from(root.querySelectorAll('.MuiDataGrid-virtualScroller')).filter((g) => !inGrid(g))) {
    // The columns' extent, not scrollWidth: the last header's hidden menu button and resize handle overhang by design.
    const left = scroller.getBoundingClientRect().left + scroller.clientLeft - scroller.scrollLeft;
    const headers = Array.from(scroller.querySelectorAll('.MuiDataGrid-columnHeader'));
    const extent = Math.max(0, ...headers.map((h) => h.getBoundingClientRect().right - left));
    if (extent > scroller.clientWidth + 1) {
      const grid = scroller.closest('[role=grid]');
      findings.push(
        `clipped: the grid "${grid?.getAttribute('aria-label') ?? ''}" scrolls sideways (${Math.round(extent)} px of columns in ${scroller.clientWidth} px)`,
      );
    }
  }

  // Words split over two lines. A word may break after a hyphen or a slash (the browser's own break points).
  for (const holder of Array.from(root.querySelectorAll(TEXT_HOLDERS)).filter(usable)) {
    const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-/]+[-/]?/g)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        const first = rects[0];
        if (first && rects.some((r) => Math.abs(r.top - first.top) > first.height / 2)) {
          findings.push(`broken: "${match[0]}" in ${nameOf(holder)} is split over two lines`);
        }
      }
    }
  }
  return Array.from(new Set(findings));
}
