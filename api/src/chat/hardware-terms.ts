import { SYNONYM_GROUPS } from '@hardprecios/search-config/synonyms';
import { STOP_WORDS } from '@hardprecios/search-config/stop-words';

/**
 * Hardware words the chat links to the results page and searches our listings for: component names
 * (the search synonyms, which are what shoppers call things) and model names ("RTX 4060", "Ryzen 5 5600X").
 */

/** Synonym members that read as ordinary words in a Spanish answer, or are not hardware. */
const NOT_LINKED = new Set(['case', 'aio', 'wi fi', 'wifi', 'notebook', 'laptop', 'portatil']);

/** Model names and standards, most specific first; each is a search on its own. */
const MODEL_PATTERNS = [
  String.raw`(?:RTX|GTX)\s?\d{4}(?:\s?(?:Ti|Super))*`,
  String.raw`RX\s?\d{4}(?:\s?(?:XTX|XT|GRE))?`,
  String.raw`Ryzen\s[3579](?:\s\d{4}[A-Z0-9]{0,3})?`,
  String.raw`(?:Core\s)?i[3579][-\s]\d{4,5}[A-Z]{0,2}`,
  String.raw`Core\sUltra\s[3579](?:\s\d{3}[A-Z]{0,2})?`,
  String.raw`DDR[345]`,
  String.raw`NVMe`,
  String.raw`LGA\s?\d{4}`,
  String.raw`AM[45]`,
  // Chipsets: B550, X670E, Z790, A620, H610.
  String.raw`[ABHXZ][3-9]\d0[EM]?`,
];

/** A synonym written accent-free ("tarjeta grafica") also matches "tarjeta gráfica". */
function accentInsensitive(term: string): string {
  const vowels: Record<string, string> = { a: '[aá]', e: '[eé]', i: '[ií]', o: '[oó]', u: '[uúü]' };
  return term
    .split(' ')
    .map((word) => [...word].map((c) => vowels[c] ?? c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(''))
    .join(String.raw`\s+`);
}

const COMPONENT_TERMS = SYNONYM_GROUPS.flat()
  .filter((term) => !NOT_LINKED.has(term))
  // Longest first, so "memoria ram" wins over "memoria".
  .sort((a, b) => b.length - a.length);

const BOUNDARY_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const BOUNDARY_AFTER = String.raw`(?![\p{L}\p{N}])`;

const modelSource = `(?:${MODEL_PATTERNS.join('|')})`;
const componentSource = `(?:${COMPONENT_TERMS.map(accentInsensitive).join('|')})`;

const bounded = (source: string, flags: string) =>
  new RegExp(`${BOUNDARY_BEFORE}${source}${BOUNDARY_AFTER}`, flags);

/** Every hardware term of a text, models first within an alternation so "RX 7600" is not cut short. */
export const hardwareTermPattern = () => bounded(`(?:${modelSource}|${componentSource})`, 'giu');

/** The text as written, spaces collapsed: what goes into `wordKey`. */
export function termText(match: string): string {
  return match.replace(/\s+/g, ' ').trim();
}

/** The same term however it was capitalized or accented, to link it once. */
export function termKey(match: string): string {
  return termText(match)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function uniqueMatches(text: string, pattern: RegExp): string[] {
  const seen = new Map<string, string>();
  for (const match of text.matchAll(pattern)) {
    const key = termKey(match[0]);
    if (!seen.has(key)) seen.set(key, termText(match[0]));
  }
  return [...seen.values()];
}

/** Words of a question that say nothing about the product ("¿qué me recomendás para…?"). */
const FILLER_WORDS = new Set([
  ...STOP_WORDS,
  ...'que cual cuales cuanto cuanta como donde cuando quien me te se mi mis tu tus es son hay esta este estos estas ese esa eso mas muy bien mejor mejores peor buen buena bueno buenos buenas recomendas recomendes recomienda recomiendan recomendarias recomendacion recomendame conviene convendria sirve quiero queria busco buscando necesito necesitaria tienen tenes tengo sale salen cuesta cuestan precio precios barato barata baratos baratas caro cara comprar compro armar armo pc computadora hola gracias por favor algo alguna alguno algun otro otra entre vs versus o y ni si no tambien tal vez'.split(
    ' ',
  ),
]);

function contentWords(question: string): string {
  const words = question
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+(?:[.-][a-z0-9]+)*/g);
  return (words ?? []).filter((w) => !FILLER_WORDS.has(w)).join(' ');
}

/**
 * What to search our listings for, best first: the model names a question names, the question's own
 * words without the filler (a brand and line: "kingston fury"), then the components it names.
 * Our search needs every word of a query to match, so a whole question would rarely find anything.
 */
export function searchQueriesFor(question: string, max = 4): string[] {
  const queries = [
    ...uniqueMatches(question, bounded(modelSource, 'giu')),
    contentWords(question),
    ...uniqueMatches(question, bounded(componentSource, 'giu')),
  ].filter((q) => q.length >= 2);
  const seen = new Set<string>();
  return queries.filter((q) => !seen.has(termKey(q)) && seen.add(termKey(q))).slice(0, max);
}
