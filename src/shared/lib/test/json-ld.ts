/** The page's structured data (its JSON-LD scripts) of one `@type`, in page order. */
export function jsonLdOfType(type: string): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)
    .filter((d) => d['@type'] === type);
}
