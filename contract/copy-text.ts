/*
 * How a page text is read (issue 41): paragraphs at blank lines, and a list text's items. Apart from the
 * texts themselves (page-copy.ts), so a page that shows a text does not carry the defaults.
 */

/**
 * A text that is a list (the steps, the values): exactly `count` items, a blank line between them, each its
 * title on the first line and its text below. The count is the layout's (numbered steps, one icon per card).
 */
export interface PageCopyItems {
  count: number;
  titleMax: number;
  textMax: number;
}

/** A text's paragraphs: split at blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** A list text's items: each paragraph's first line is its title, the lines below its text. */
export function itemsOf(text: string): { title: string; text: string }[] {
  return paragraphsOf(text).map((p) => {
    const [title = '', ...rest] = p.split('\n');
    return {
      title: title.trim(),
      text: rest
        .map((l) => l.trim())
        .join(' ')
        .trim(),
    };
  });
}

/** Why a list text does not fit its layout, or null when it does. */
export function itemsProblem(label: string, text: string, { count, titleMax, textMax }: PageCopyItems): string | null {
  const found = itemsOf(text);
  if (found.length !== count)
    return `${label} needs exactly ${count} items, a blank line between them (${found.length} found): each its title on the first line and its text below.`;
  const n = found.findIndex((item) => item.text === '');
  if (n >= 0) return `${label}: item ${n + 1} needs its text on the line below its title.`;
  const long = found.findIndex((item) => item.title.length > titleMax);
  if (long >= 0) return `${label}: the title of item ${long + 1} must be at most ${titleMax} characters.`;
  const wordy = found.findIndex((item) => item.text.length > textMax);
  if (wordy >= 0) return `${label}: the text of item ${wordy + 1} must be at most ${textMax} characters.`;
  return null;
}
