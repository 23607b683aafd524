/**
 * The light markup of blog content (docs/product.md §5): lines starting with a number and a dot form an ordered
 * list, lines starting with a dash a bullet list, *text between asterisks* is bold, and a blank line
 * ends a paragraph (a break). Everything else is plain text: no HTML is ever interpreted.
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; text: string };

export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'ordered'; start: number; items: Inline[][] }
  | { kind: 'bullets'; items: Inline[][] }
  | { kind: 'break' };

// The item text starts at a non-space, so the spaces before it have one way to match (linear time).
const ORDERED = /^\s*(\d+)\.\s+(\S.*|)$/;
const BULLET = /^\s*[-–]\s+(\S.*|)$/;
const BOLD = /\*\*([^*]+?)\*\*|\*([^*\n]+?)\*/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    const inner = (match[1] ?? match[2] ?? '').trim();
    if (!inner) continue;
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    out.push({ kind: 'bold', text: inner });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseContent(content: string): Block[] {
  const blocks: Block[] = [];
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  let blankRun = 0;
  for (const raw of lines) {
    const line = raw.trimEnd();
    const prev = blocks[blocks.length - 1];
    if (line.trim() === '') {
      blankRun += 1;
      // A single blank line separates blocks; every further blank line is one more visible break.
      if (blankRun > 1 && blocks.length > 0) blocks.push({ kind: 'break' });
      continue;
    }
    const afterBlank = blankRun > 0;
    blankRun = 0;
    const ordered = ORDERED.exec(line);
    if (ordered) {
      const item = parseInline(ordered[2] ?? '');
      if (prev?.kind === 'ordered' && !afterBlank) prev.items.push(item);
      else blocks.push({ kind: 'ordered', start: Number(ordered[1]), items: [item] });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      const item = parseInline(bullet[1] ?? '');
      if (prev?.kind === 'bullets' && !afterBlank) prev.items.push(item);
      else blocks.push({ kind: 'bullets', items: [item] });
      continue;
    }
    const inline = parseInline(line.trim());
    if (prev?.kind === 'paragraph' && !afterBlank) prev.lines.push(inline);
    else blocks.push({ kind: 'paragraph', lines: [inline] });
  }
  return blocks;
}

/** Plain text of the content (markup removed), for descriptions and search. */
export function contentToText(content: string): string {
  return (
    content
      // Spaces and tabs only: a `\s*` here would run across every following blank line from each one.
      .replace(/^[^\S\n\r\u2028\u2029]*(\d+\.|[-–])[^\S\n\r\u2028\u2029]+/gm, '')
      .replace(/\*\*?([^*]+?)\*\*?/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
