/**
 * Text as a list search compares it: lower case, accents, spaces, hyphens and punctuation dropped, so
 * "full stack", "Full-Stack" and "fullstack" are the same search.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether `fields` answer the search `term`: each of its words (or the whole term, spaces dropped) is found in
 * one of the fields, compared by `searchKey`. An empty term matches everything.
 */
export function matchesSearch(term: string, fields: readonly string[]): boolean {
  const whole = searchKey(term);
  if (whole === '') return true;
  const keys = fields.map(searchKey);
  if (keys.some((k) => k.includes(whole))) return true;
  const words = term
    .split(/\s+/)
    .map(searchKey)
    .filter((w) => w !== '');
  return words.every((w) => keys.some((k) => k.includes(w)));
}

/**
 * The items that answer `term`, those whose title answers it first (each group in the given order): the
 * one search rule of the course, workshop, blog and job lists. An empty term keeps every item.
 */
export function searchRanked<T>(items: readonly T[], term: string, fieldsOf: (item: T) => { title: string; rest: readonly string[] }): T[] {
  if (searchKey(term) === '') return [...items];
  const inTitle: T[] = [];
  const elsewhere: T[] = [];
  for (const item of items) {
    const { title, rest } = fieldsOf(item);
    if (matchesSearch(term, [title])) inTitle.push(item);
    else if (matchesSearch(term, [title, ...rest])) elsewhere.push(item);
  }
  return [...inTitle, ...elsewhere];
}
