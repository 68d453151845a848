import { STOP_WORDS } from '@hardprecios/search-config/stop-words';
import { EXACT_PHRASES, ONE_WAY_SYNONYMS, SYNONYM_GROUPS } from '@hardprecios/search-config/synonyms';
import { hardwareTermAt, withoutImpliedWords } from '../hardware/query/read-query';

/** Lower-case, accents off ("Memória" → "memoria"), as the index and the word list see text. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Words of a query: letters and digits; dots inside a word stay ("m.2", "2.5"). What the thing is for
 * ('ups para pc') and a computer's 'RAM' after its size ('notebook 32gb ram') are no words a listing must have.
 */
export function queryWords(text: string): string[] {
  return withoutImpliedWords(normalizeText(text).match(/[a-z0-9]+(?:\.[a-z0-9]+)*/g) ?? []);
}

/**
 * One part of a query that a listing must match: any of `alternatives` (each a list of words that
 * must all appear). Typo correction and prefix completion may add alternatives for `word`.
 */
export interface QueryTerm {
  alternatives: string[][];
  /** The single query word behind the term (absent for a synonym phrase). */
  word?: string;
  /** A letters-only word of 4+ letters: may be a typo of a listed word. */
  fuzzy: boolean;
  /** The last word while the shopper may still be typing it: listed words it starts also match. */
  prefix: boolean;
  /** Of a hardware term, the alternatives made of spec words: a listing matching one ranks higher. */
  specs?: string[][];
  /**
   * Alternatives whose words must stand together and in order, as written, stop words holding their place
   * (a synonym group's EXACT_PHRASES: 'pen tablet' is no 'Tab … Pen').
   */
  phrases?: string[];
}

const MAX_TERMS = 16;

/**
 * Words a query does not require ("placa de video" needs "placa" and "video"). The index keeps every
 * word, so the short variant words Spanish lists as stop words ('ti', 'e') stay searchable.
 */
const STOP = new Set(STOP_WORDS);
export const withoutStopWords = (words: string[]) => {
  const kept = words.filter((w) => !STOP.has(w));
  return kept.length > 0 ? kept : words;
};

interface Phrase {
  words: string[];
  group: readonly string[];
}

function phraseIndex(
  groups: readonly (readonly string[])[],
  oneWay: Readonly<Record<string, readonly string[]>> = {},
): Map<string, Phrase[]> {
  const index = new Map<string, Phrase[]>();
  const add = (member: string, group: readonly string[]) => {
    const words = member.split(' ');
    const list = index.get(words[0]!) ?? [];
    list.push({ words, group });
    index.set(words[0]!, list);
  };
  for (const group of groups)
    for (const member of group) add(member, oneWay[member] ? [...group, ...oneWay[member]] : group);
  // A one-way phrase in no group: itself and what it also asks for.
  for (const [phrase, also] of Object.entries(oneWay))
    if (!groups.some((g) => g.includes(phrase))) add(phrase, [phrase, ...also]);
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

const defaultIndex = phraseIndex(SYNONYM_GROUPS, ONE_WAY_SYNONYMS);

/**
 * Splits a query into the terms a listing must all match. Synonym phrases become one term with
 * every member as an alternative ("placa de video" ↔ "gpu"); a model glued to its number
 * ("rtx4060") also matches the two apart; hardware words (a socket, a chipset, a capacity, a board format) match however stores write them and the model's spec words.
 */
export function parseQuery(text: string, groups?: readonly (readonly string[])[]): QueryTerm[] {
  const index = groups ? phraseIndex(groups) : defaultIndex;
  const words = queryWords(text);
  const stillTyping = !/\s$/.test(text);
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (term: QueryTerm) => {
    const key = JSON.stringify([term.alternatives, term.phrases]);
    if (seen.has(key) || terms.length >= MAX_TERMS) return;
    seen.add(key);
    terms.push(term);
  };

  for (let i = 0; i < words.length;) {
    // Hardware words however written (sockets, chipsets, capacities…): core/src/hardware/query.
    // A one-word one is still the word as typed (it may be unfinished): its alternatives are added below, unless
    // it replaces the word (an M.2 length asked of a drive is its form, not digits).
    const hardware = hardwareTermAt(words, i);
    if (hardware && (hardware.length > 1 || hardware.replacesWord)) {
      add({ alternatives: hardware.alternatives, fuzzy: false, prefix: false, specs: hardware.specs });
      i += hardware.length;
      continue;
    }
    const phrase = hardware
      ? undefined
      : index.get(words[i]!)?.find((p) => p.words.every((w, k) => words[i + k] === w));
    if (phrase) {
      const exact = phrase.group.filter((m) => EXACT_PHRASES.has(m));
      add({
        alternatives: phrase.group
          .filter((m) => !EXACT_PHRASES.has(m))
          .map((m) => withoutStopWords(m.split(' '))),
        fuzzy: false,
        prefix: false,
        ...(exact.length && { phrases: exact }),
      });
      i += phrase.words.length;
      continue;
    }
    const word = words[i]!;
    if (STOP.has(word) && !hardware) {
      i++;
      continue;
    }
    const alternatives = [[word]];
    const glued = /^([a-z]{2,})([0-9]{3,})$/.exec(word);
    if (glued) alternatives.push([glued[1]!, glued[2]!]);
    for (const alternative of hardware?.alternatives ?? [])
      if (!alternatives.some((a) => a.join(' ') === alternative.join(' '))) alternatives.push(alternative);
    add({
      alternatives,
      word,
      fuzzy: /^[a-z]{4,}$/.test(word),
      prefix: stillTyping && i === words.length - 1 && word.length >= 2,
      ...(hardware && { specs: hardware.specs }),
    });
    i++;
  }
  return terms;
}
