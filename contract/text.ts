/*
 * Small string helpers written as loops rather than patterns: `/\/+$/` retries its run of slashes from
 * every position, quadratic on a long path of slashes (issue 15; `npm run lint` refuses such patterns).
 */

/** `text` without the slashes it ends with ("/blogs///" -> "/blogs", "///" -> ""). */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}
