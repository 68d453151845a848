import { normalizeGtin, normalizeMpn } from './listing-identity';
import { canonicalBrand, modelKeyOf, type ModelKey } from './model-key';
import { fixTypos, isTypo, nameWords, unpaired } from './name-words';
import { normalizeText } from './name-tokens';

/** What a listing says it is: what identity is decided from (see listing-identity.ts). */
export interface ProductIdentity {
  name: string;
  brand?: string | null;
  ean?: string | null;
  mpn?: string | null;
  /** The store's name: its words in a listing's name are boilerplate ("… - DINOBYTE"). */
  storeName?: string | null;
}

export interface SameProductDecision {
  same: boolean;
  /** What decided, in Spanish, for reports. */
  reason: string;
}

/**
 * Is a listing, as it reads now (`after`), still the product it was (`before`)? Stores rename listings
 * for their own reasons (a typo fixed, a slogan added or dropped, their name appended, the casing
 * changed): the same product. They also reuse a URL or a SKU for another product: then its price
 * history, verdict, alerts and model must not follow. Decided with the evidence that groups listings
 * into models, strongest first:
 *
 * 1. two valid GTINs, or two part numbers, that differ: another product;
 * 2. one side used, refurbished, outlet or the store's own where the other is not: another offer;
 * 3. another brand, another kind of product, a stated detail that differs (CAS latency, size, chip);
 * 4. equal model keys: the same product;
 * 5. model keys that differ in a fact (capacity, chip, speed, layout, watts, colour…): another product;
 * 6. else the names themselves: the same codes and numbers, and the same words but for the store's
 *    boilerplate and slips of the keyboard ('Ryzn' → 'Ryzen'). Any other word added, dropped or changed
 *    is another product: a wrong history is worse than one started again.
 */
export function sameProduct(before: ProductIdentity, after: ProductIdentity): boolean {
  return compareProducts(before, after).same;
}

/** sameProduct with the reason it decided. */
export function compareProducts(before: ProductIdentity, after: ProductIdentity): SameProductDecision {
  const differ = (reason: string) => ({ same: false, reason });
  const gtins = [normalizeGtin(before.ean), normalizeGtin(after.ean)];
  if (gtins[0] && gtins[1] && gtins[0] !== gtins[1]) return differ('otro GTIN');
  const sameName = spelled(before.name) === spelled(after.name);

  const mpns = [normalizeMpn(before.mpn), normalizeMpn(after.mpn)];
  if (mpns[0] && mpns[1] && mpns[0] !== mpns[1]) return differ('otro número de parte');
  if (sameName) return { same: true, reason: 'el mismo nombre' };
  // A slip of the keyboard fixed is not a new word: compare as if 'before' had been spelled right.
  const fixedName = fixTypos(before.name, after.name);
  if (spelled(fixedName) === spelled(after.name)) return { same: true, reason: 'erratas corregidas' };
  before = { ...before, name: fixedName };

  const words = [nameWords(before.name, before.storeName), nameWords(after.name, after.storeName)] as const;
  const keys = [modelKeyOf(before), modelKeyOf(after)] as const;
  const brands = keys.map((k, i) => k.parts.brand || canonicalBrand([before, after][i]!.brand));
  if (words[0].condition.join() !== words[1].condition.join())
    return differ('otro estado (usado, reacondicionado, outlet o propio de la tienda)');
  if (brands[0] && brands[1] && !isTypo(brands[0], brands[1])) return differ('otra marca');
  const conflict = factConflict(keys[0], keys[1]);
  if (conflict) return differ(conflict);
  if (keys[0].key && keys[0].key === keys[1].key) return { same: true, reason: 'la misma clave de modelo' };

  const [codesBefore, codesAfter] = unpaired(words[0].codes, words[1].codes);
  if (codesBefore.length || codesAfter.length) return differ('otros códigos o medidas');
  const [wordsBefore, wordsAfter] = unpaired(words[0].words, words[1].words);
  if (wordsBefore.length || wordsAfter.length) return differ('otras palabras en el nombre');
  return { same: true, reason: 'el mismo nombre salvo textos de la tienda' };
}

/** Casing, accents, spacing and punctuation aside. */
const spelled = (name: string) =>
  normalizeText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Parts of a model key that are free text (a maker's line, the words of a model): a typo there is
 * judged on the words of the names, not here. Every other part is a fact that must agree.
 */
const FREE_TEXT_PARTS: Record<string, readonly string[]> = {
  gpu: ['line'],
  ram: ['line'],
  storage: ['model'],
  psu: ['model'],
  motherboard: ['variant'],
  system: ['model'],
  cooler: ['model'],
  case: ['model'],
  peripheral: ['model'],
  other: ['model'],
};

/** The first fact two names state differently, in Spanish, or undefined when none. */
function factConflict(a: ModelKey, b: ModelKey): string | undefined {
  if (a.kind !== 'other' && b.kind !== 'other' && a.kind !== b.kind) return 'otro tipo de producto';
  for (const [attr, value] of Object.entries(a.attrs)) {
    if (b.attrs[attr] !== undefined && b.attrs[attr] !== value) return `otro dato: ${attr}`;
  }
  const codes = [[...a.codes].sort().join(), [...b.codes].sort().join()];
  if (codes[0] && codes[1] && codes[0] !== codes[1]) return 'otro chip o procesador';
  if (!a.key || !b.key) return undefined;
  const free = FREE_TEXT_PARTS[a.kind] ?? [];
  for (const [part, value] of Object.entries(a.parts)) {
    if (part === 'brand' || free.includes(part)) continue;
    if (b.parts[part] !== value) return `otro dato: ${part}`;
  }
  return undefined;
}
