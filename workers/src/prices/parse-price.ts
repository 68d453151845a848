import { THREE_DECIMAL_CURRENCIES, findCurrencyMarks, type FoundMark } from './currency-marks';

/**
 * How ambiguous numbers are read. `es-AR`: a lone `.` or `,` followed by three digits is a thousands
 * separator (`$ 423.923` is 423923 pesos), except next to a currency with three minor digits
 * (`423.923 KD` is 423.923 dinars: read right, then refused as a foreign currency). `auto`: the same,
 * for sites whose locale is unknown (kept for store settings that name it).
 */
export type PriceLocale = 'es-AR' | 'auto';

export interface ParsePriceOptions {
  locale?: PriceLocale;
  /** Currency of a price printed without a mark (default ARS: these are Argentine stores). */
  defaultCurrency?: 'ARS' | 'USD';
}

export interface ParsedPrice {
  amount: number;
  currency: 'ARS' | 'USD';
}

export interface PriceReading {
  amount: number;
  /** ISO-like code of the mark printed next to the amount (`$` is ARS), when there is one. */
  currency?: string;
}

/**
 * Reads a price as an Argentine store prints it: `$ 1.234.567,89`, `$1.234.567`, `ARS 1234567.89`,
 * `1.234,5`, `U$S 1.299`, `USD 1,299.99`, with words around it ("IVA incluido", "Precio especial
 * transferencia"). Returns null when there is no price, or when the price is in a currency other than
 * pesos or dollars (a `R$` or `€` price must not be stored as pesos).
 */
export function parsePrice(text: string, opts: ParsePriceOptions = {}): ParsedPrice | null {
  const reading = readPrice(text, opts);
  if (!reading) return null;
  const currency = reading.currency ?? opts.defaultCurrency ?? 'ARS';
  if (currency !== 'ARS' && currency !== 'USD') return null;
  return { amount: reading.amount, currency };
}

interface NumberToken {
  raw: string;
  start: number;
  end: number;
}

// Space- or apostrophe-grouped thousands (`17 940,00`, `1'049,95`) first, then plain runs of digits,
// dots and commas (with the `1.837, 32` typo and the `1.899,-` "no cents" notation).
const NUMBER_RE =
  /\d{1,3}(?:['’\u00a0\u202f ]\d{3})+(?:[.,]\d+)?(?!\d)|\d+(?:[.,]\d+)*(?:[.,] \d{1,2}(?!\d)(?=\s*(?:[^\p{L}\p{N}\s]|$)))?(?:,-+)?/gu;

// Numbers that are not prices: percentages, instalment counts, quantities.
const NOT_A_PRICE_AFTER = /^\s*(%|x\b|cuotas?\b|pagos?\b|meses\b|u\.?\b|unid|off\b)/i;

/** The amount and the currency mark next to it, in any currency. Null when there is no number. */
export function readPrice(text: string, opts: Pick<ParsePriceOptions, 'locale'> = {}): PriceReading | null {
  const clean = text.replace(/[\u00a0\u202f\u2007]/g, ' ');
  const marks = findCurrencyMarks(clean);
  const tokens = [...clean.matchAll(NUMBER_RE)]
    .map((m) => ({ raw: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
    .filter((t) => !insideMark(t, marks) && !NOT_A_PRICE_AFTER.test(clean.slice(t.end)));
  if (tokens.length === 0) return null;

  const withMarks = tokens.map((token) => ({ token, ...adjacentMarks(clean, token, marks) }));
  const ours = (mark: FoundMark | undefined) => mark?.code === 'ARS' || mark?.code === 'USD';
  // Pesos or dollars win (`Cable 6 ft $ 5.000` is pesos, not forints), a mark before the number
  // first (`Pack x 2 $ 500`); otherwise the first number with any mark, then the first number.
  const chosen =
    withMarks.find((t) => ours(t.before)) ??
    withMarks.find((t) => ours(t.after)) ??
    withMarks.find((t) => t.before ?? t.after) ??
    withMarks[0]!;
  const currency = (ours(chosen.before) ? chosen.before : (chosen.after ?? chosen.before))?.code ?? marks[0]?.code;
  const amount = toAmount(chosen.token.raw, opts.locale ?? 'es-AR', currency);
  return amount === null ? null : { amount, currency };
}

function insideMark(token: NumberToken, marks: FoundMark[]): boolean {
  return marks.some((m) => token.start < m.end && token.end > m.start);
}

/** The marks right before and after the number, with at most spaces, colons or dots between. */
function adjacentMarks(text: string, token: NumberToken, marks: FoundMark[]) {
  return {
    before: marks.find((m) => m.end <= token.start && /^[\s:.]*$/.test(text.slice(m.end, token.start))),
    after: marks.find((m) => m.start >= token.end && /^[\s*]*$/.test(text.slice(token.end, m.start))),
  };
}

function toAmount(raw: string, locale: PriceLocale, currency: string | undefined): number | null {
  let digits = raw
    .replace(/,-+$/, '')
    .replace(/([.,]) (\d{1,2})$/, '$1$2')
    .replace(/['’ ]/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let decimalSep: '.' | ',' | undefined;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalSep = lastDot > lastComma ? '.' : ',';
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const occurrences = digits.split(sep).length - 1;
    const after = digits.length - digits.lastIndexOf(sep) - 1;
    const intPart = digits.slice(0, digits.indexOf(sep));
    if (occurrences > 1) decimalSep = undefined;
    else if (after !== 3 || intPart === '0') decimalSep = sep;
    else if (currency && THREE_DECIMAL_CURRENCIES.has(currency)) decimalSep = sep;
    else decimalSep = undefined;
  }
  if (decimalSep) {
    const at = digits.lastIndexOf(decimalSep);
    digits = `${digits.slice(0, at).replace(/[.,]/g, '')}.${digits.slice(at + 1)}`;
  } else {
    digits = digits.replace(/[.,]/g, '');
  }
  const amount = Number(digits);
  return Number.isFinite(amount) ? amount : null;
}
