import { withoutForbiddenCharacters } from '@contract';

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value for HTML (and XML: the same five characters). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}

/**
 * Text or attribute value for an XML document (the RSS feed, the sitemap). Characters XML 1.0 does not
 * allow at all (C0 controls but tab and line breaks, U+FFFE/U+FFFF, unpaired surrogates) are dropped:
 * escaping cannot make them legal, and one of them in a title makes the whole feed unreadable. Input
 * refuses them since issue 15; text stored earlier may still hold them.
 */
export function escapeXml(text: string): string {
  return escapeHtml(withoutForbiddenCharacters(text));
}
