const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value for HTML (and XML: the same five characters). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}
