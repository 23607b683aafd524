/**
 * The light markup of blog content (docs/product.md §5, issue 20): lines starting with a number and a dot
 * form an ordered list, lines starting with a dash a bullet list, a line starting with "## " or "### " is
 * a heading, *text between asterisks* is bold, [text](address) is a link, and a blank line ends a
 * paragraph (a break). Everything else is plain text: no HTML is ever interpreted.
 *
 * A link goes only to a web address (https://…) or a path of this site (/courses/…); any other address
 * (javascript:, data:, //host, http:, a relative one) leaves the whole `[text](address)` as typed.
 */
export type Inline =
  { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'heading'; level: 2 | 3; text: Inline[] }
  | { kind: 'ordered'; start: number; items: Inline[][] }
  | { kind: 'bullets'; items: Inline[][] }
  | { kind: 'break' };

// The item text starts at a non-space, so the spaces before it have one way to match (linear time).
const ORDERED = /^\s*(\d+)\.\s+(\S.*|)$/;
const BULLET = /^\s*[-–]\s+(\S.*|)$/;
const HEADING = /^(#{2,3}) +(\S.*)$/;
// A link's text and address are bounded and cannot hold what ends them, so each try is linear.
const INLINE = /\[([^[\]\n]{1,300})\]\(([^()\s]{1,2000})\)|\*\*([^*]+?)\*\*|\*([^*\n]+?)\*/g;
// A path of this site: one slash, then no second slash or backslash (browsers read "//x" and "/\x" as another host).
const SITE_PATH = /^\/(?![/\\])[^\s\\"<>]*$/;

/** The link an address may become: an https URL with a host, or a path of this site; null for anything else. */
export function safeHref(address: string): { href: string; external: boolean } | null {
  if (SITE_PATH.test(address)) return { href: address, external: false };
  if (!address.startsWith('https://') || /[\\"<>]/.test(address)) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const push = (part: Inline) => {
    const prev = out[out.length - 1];
    // Text left as typed (a refused link) joins the text before it.
    if (part.kind === 'text' && prev?.kind === 'text') prev.text += part.text;
    else out.push(part);
  };
  for (const match of text.matchAll(INLINE)) {
    const [whole, linkText, address, strong, emphasis] = match;
    let part: Inline | null;
    if (linkText !== undefined && address !== undefined) {
      const target = safeHref(address);
      const label = linkText.trim();
      part = target && label ? { kind: 'link', text: label, ...target } : null;
    } else {
      const inner = (strong ?? emphasis ?? '').trim();
      part = inner ? { kind: 'bold', text: inner } : null;
    }
    if (!part) continue;
    if (match.index > last) push({ kind: 'text', text: text.slice(last, match.index) });
    push(part);
    last = match.index + whole.length;
  }
  if (last < text.length) push({ kind: 'text', text: text.slice(last) });
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
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1] === '##' ? 2 : 3, text: parseInline(heading[2] ?? '') });
      continue;
    }
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

/** Plain text of the content (markup removed, a link's text kept), for descriptions and search. */
export function contentToText(content: string): string {
  return parseContent(content)
    .flatMap((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.lines;
        case 'heading':
          return [block.text];
        case 'ordered':
        case 'bullets':
          return block.items;
        case 'break':
          return [];
      }
    })
    .map((parts) => parts.map((p) => p.text).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
