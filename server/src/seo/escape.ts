const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value for HTML (and XML: the same five characters). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function jsonForScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
