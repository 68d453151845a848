import he from 'he';

/**
 * Store descriptions arrive as HTML. We keep readable text only: scripts, styles and tags go, block
 * ends become line breaks, entities are decoded. Pages render it as text, so nothing a store sends can
 * run in a shopper's browser.
 */
export function stripHtml(html: string): string {
  const text = html
    .replace(/<(script|style|noscript|template|iframe)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|ul|ol)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, ' ');
  return he
    .decode(text)
    .replace(/<[^>]*>/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim();
}
