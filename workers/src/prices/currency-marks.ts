/**
 * Currency marks printed next to prices. Only pesos and dollars are prices we can list; the other
 * marks are known so that `R$ 100` or `100 €` are recognised as foreign instead of read as pesos.
 */
interface Mark {
  pattern: string;
  code: string;
}

// Longest first within each group so `U$S` wins over `U$` and `US$` over `$`.
const MARKS: Mark[] = [
  ...['U\\$S', 'U\\$D', 'US\\$', 'USD', 'U\\$', 'd[oó]lares', 'd[oó]lar'].map((pattern) => ({ pattern, code: 'USD' })),
  ...['AR\\$', 'ARS', 'pesos'].map((pattern) => ({ pattern, code: 'ARS' })),
  ...['R\\$', 'BRL', 'reais'].map((pattern) => ({ pattern, code: 'BRL' })),
  ...['MX\\$', 'MXN'].map((pattern) => ({ pattern, code: 'MXN' })),
  ...['CL\\$', 'CLP'].map((pattern) => ({ pattern, code: 'CLP' })),
  ...['\\$U(?![\\p{L}$])', 'UYU'].map((pattern) => ({ pattern, code: 'UYU' })),
  ...['C\\$', 'CAD'].map((pattern) => ({ pattern, code: 'CAD' })),
  ...['A\\$', 'AUD'].map((pattern) => ({ pattern, code: 'AUD' })),
  { pattern: 'COP', code: 'COP' },
  ...['S/\\.?', 'PEN'].map((pattern) => ({ pattern, code: 'PEN' })),
  ...['€', 'EUR', 'euros?'].map((pattern) => ({ pattern, code: 'EUR' })),
  ...['£', 'GBP'].map((pattern) => ({ pattern, code: 'GBP' })),
  ...['¥', 'JPY', 'CNY'].map((pattern) => ({ pattern, code: 'JPY' })),
  { pattern: 'CHF', code: 'CHF' },
  ...['zł', 'PLN'].map((pattern) => ({ pattern, code: 'PLN' })),
  ...['Kč', 'CZK'].map((pattern) => ({ pattern, code: 'CZK' })),
  ...['KD', 'KWD'].map((pattern) => ({ pattern, code: 'KWD' })),
  ...['BD', 'BHD'].map((pattern) => ({ pattern, code: 'BHD' })),
  ...['OMR', 'JOD', 'TND'].map((pattern) => ({ pattern, code: pattern })),
  ...['Rp', 'IDR'].map((pattern) => ({ pattern, code: 'IDR' })),
  ...['руб', '₽', 'RUB'].map((pattern) => ({ pattern, code: 'RUB' })),
  ...['DKK', 'NOK', 'SEK', 'kr'].map((pattern) => ({ pattern, code: pattern.toUpperCase() })),
  ...['lei', 'RON'].map((pattern) => ({ pattern, code: 'RON' })),
  ...['Ft', 'HUF'].map((pattern) => ({ pattern, code: 'HUF' })),
  ...['₫', 'VND'].map((pattern) => ({ pattern, code: 'VND' })),
  ...['лв', 'BGN'].map((pattern) => ({ pattern, code: 'BGN' })),
  ...['Bs\\.?', 'VES', 'BOB'].map((pattern) => ({ pattern, code: 'VES' })),
  ...['TL', '₺', 'TRY'].map((pattern) => ({ pattern, code: 'TRY' })),
  // A bare `$` last: on an Argentine store it is pesos.
  { pattern: '\\$', code: 'ARS' },
];

/** Currencies with three minor digits, where `12.500` really can be twelve and a half. */
export const THREE_DECIMAL_CURRENCIES = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'TND']);

const wordLike = (pattern: string) => /^[\p{L}\\]/u.test(pattern) && /\p{L}$/u.test(pattern.replace(/\\\.\?$/, 'x'));

// Letter marks need letter boundaries (`USD` must not match inside `USDT`, `kr` not inside `kraken`).
const MARK_RE = new RegExp(
  MARKS.map(({ pattern }) => (wordLike(pattern) ? `(?<!\\p{L})${pattern}(?!\\p{L})` : pattern))
    .map((p) => `(${p})`)
    .join('|'),
  'giu',
);

export interface FoundMark {
  code: string;
  start: number;
  end: number;
}

/** Every currency mark in the text, in order. */
export function findCurrencyMarks(text: string): FoundMark[] {
  const found: FoundMark[] = [];
  for (const match of text.matchAll(MARK_RE)) {
    const index = match.slice(1).findIndex((group) => group !== undefined);
    const mark = MARKS[index];
    if (!mark || match.index === undefined) continue;
    found.push({ code: mark.code, start: match.index, end: match.index + match[0].length });
  }
  return found;
}
