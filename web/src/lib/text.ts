/** A count with its noun in singular or plural, as Spanish says it: '1 error', '3 errores'. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Cuts text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string | null | undefined, max: number, ellipsis = '...'): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}${ellipsis}` : value;
}

/**
 * Plain text of a store's HTML description. DOMParser builds an inert document (no scripts run,
 * nothing is fetched), and decodes entities the stores use (&nbsp;, &aacute;, …).
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const withBreaks = html.replace(/<\s*(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, '$& ');
  const body = new DOMParser().parseFromString(withBreaks, 'text/html').body;
  body.querySelectorAll('script, style, noscript, template').forEach((element) => element.remove());
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Lower-case without accents, so 'Refrigeración' matches 'refrigeracion'. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The client search-key filter: every word of the key must appear in the text, ignoring accents,
 * case and extra spaces. An empty key matches everything.
 */
export function matchesEveryWord(text: string | null | undefined, key: string): boolean {
  const haystack = foldAccents(text ?? '');
  return foldAccents(key)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
