/**
 * The SQL of postgres-search.repository.ts answered from a MatchIndex: the same matches (`tsv @@
 * query` and the filters), the same totals, facet counts and peso price range, and the same order
 * (relevance as ts_rank(tsv, query, 1) plus 1 for the named model, 1 for the part the query asks for and
 * a quarter per hardware term the model's spec words satisfy, then currency (pesos first), price, product
 * id: the index's price orders).
 */
import type { FacetField, FilterTerm, SearchSort } from '../search-engine';
import type { Aggregates, DocumentFilter } from '../postgres/postgres-search.repository';
import { countProducts } from './product-counts';
import type { MatchIndex } from './match-index';
import { parseTsquery, rankOperands, tsRank, type OperandMatches, type TsqueryNode } from './text-search';

/** A filter ready to run on one index: undefined from `compile` when the index cannot answer it. */
export interface CompiledFilter {
  filter: DocumentFilter;
  tree: TsqueryNode | null;
  /** Per sorted unique operand (tsrank.c's order): its lexeme ids. */
  operands: Set<number>[];
  codes: Set<number>;
  /** The asked part's value in the index's partType column (0: no part asked, or none of the index's). */
  partType: number;
  /** Per hardware term with spec words, the slots matching them (kept bitsets: never written to). */
  specs: Uint32Array[];
}

/** A spec query the index cannot read (kept as such: the same text never parses). */
const UNPARSED = new Uint32Array(0);

export function compile(index: MatchIndex, filter: DocumentFilter): CompiledFilter | undefined {
  if (filter.tsquery === null)
    return { filter, tree: null, operands: [], codes: new Set(), partType: 0, specs: [] };
  const tree = parseTsquery(filter.tsquery);
  if (!tree || !phrasesOfWords(tree)) return undefined;
  const codes = new Set<number>();
  for (const code of filter.codes) {
    const id = index.columns.modelCodeIds.get(code);
    if (id !== undefined) codes.add(id);
  }
  const partType = filter.partType ? index.columns.partTypes.indexOf(filter.partType) + 1 : 0;
  const specs: Uint32Array[] = [];
  for (const query of filter.specQueries ?? []) {
    const bits = index.keptQueryBits(query, () => {
      const spec = parseTsquery(query);
      return spec ? textMatches(index, spec).bits : UNPARSED;
    });
    if (bits === UNPARSED) return undefined;
    specs.push(bits);
  }
  return {
    filter,
    tree,
    operands: rankOperands(tree).map((o) => new Set(index.lexemesOf(o))),
    codes,
    partType,
    specs,
  };
}

/**
 * The slots matching a tsquery, as a bitset kept by the index under the query's text of lexeme ids
 * (shoppers' long tail is new combinations of words and alternatives already searched). Kept bitsets
 * are shared: never written to.
 */
function textMatches(index: MatchIndex, node: TsqueryNode): { key: string; bits: Uint32Array } {
  switch (node.kind) {
    case 'word':
      return wordMatches(index, index.lexemesOf(node));
    case 'not': {
      const inner = textMatches(index, node.operand);
      const key = `!(${inner.key})`;
      return {
        key,
        bits: index.keptBits(key, (bits) => {
          for (let i = 0; i < bits.length; i++) bits[i] = ~inner.bits[i]!;
          const tail = index.size & 31;
          if (tail) bits[bits.length - 1]! &= (1 << tail) - 1;
        }),
      };
    }
    case 'phrase': {
      // Slots holding the phrase's words, kept where the words stand at the phrase's distances.
      const left = textMatches(index, node.left);
      const right = textMatches(index, node.right);
      const key = `(${left.key})<${node.distance}>(${right.key})`;
      return {
        key,
        bits: index.keptBits(key, (bits) => {
          for (let w = 0; w < bits.length; w++) {
            let both = left.bits[w]! & right.bits[w]!;
            while (both) {
              const low = both & -both;
              if (phraseEnds(index, node, (w << 5) + 31 - Math.clz32(low)).ends.length) bits[w]! |= low;
              both ^= low;
            }
          }
        }),
      };
    }
    case 'and':
    case 'or': {
      // Alternatives of words only (synonyms, typo corrections, a spec set of dozens of words): one bitset
      // from their postings, not one per alternative added.
      const words = node.kind === 'or' ? alternativeWords(node) : undefined;
      if (words)
        return wordMatches(
          index,
          [...new Set(words.flatMap((w) => index.lexemesOf(w)))].sort((a, b) => a - b),
        );
      const left = textMatches(index, node.left);
      const right = textMatches(index, node.right);
      const key = `(${left.key})${node.kind === 'and' ? '&' : '|'}(${right.key})`;
      return {
        key,
        bits: index.keptBits(key, (bits) => {
          if (node.kind === 'and')
            for (let i = 0; i < bits.length; i++) bits[i] = left.bits[i]! & right.bits[i]!;
          else for (let i = 0; i < bits.length; i++) bits[i] = left.bits[i]! | right.bits[i]!;
        }),
      };
    }
  }
}

/** Whether every phrase in the tree is made of words (what phraseEnds reads; the planner writes no other). */
function phrasesOfWords(node: TsqueryNode, inPhrase = false): boolean {
  switch (node.kind) {
    case 'word':
      return true;
    case 'phrase':
      return phrasesOfWords(node.left, true) && phrasesOfWords(node.right, true);
    case 'not':
      return !inPhrase && phrasesOfWords(node.operand);
    default:
      return !inPhrase && phrasesOfWords(node.left) && phrasesOfWords(node.right);
  }
}

/**
 * Where a phrase (or a word) matches in one slot, as PostgreSQL's TS_phrase_execute reads it: the positions
 * its matches end at and how many positions a match spans besides its last (a word: 0). `right` must start
 * `distance` positions after `left` ends. Only words and phrases of words: what the planner writes.
 */
function phraseEnds(index: MatchIndex, node: TsqueryNode, slot: number): { ends: number[]; width: number } {
  if (node.kind === 'word') {
    const lexemes = index.lexemesOf(node);
    const { entryStart, entryLexeme, positionStart, positions } = index.columns;
    const ends: number[] = [];
    for (let e = entryStart[slot]!; e < entryStart[slot + 1]!; e++)
      if (lexemes.includes(entryLexeme[e]!))
        for (let p = positionStart[e]!; p < positionStart[e + 1]!; p++) ends.push(positions[p]! >> 2);
    return { ends, width: 0 };
  }
  if (node.kind !== 'phrase') return { ends: [], width: 0 };
  const left = phraseEnds(index, node.left, slot);
  const right = phraseEnds(index, node.right, slot);
  const gap = right.width + node.distance;
  return {
    ends: right.ends.filter((end) => left.ends.includes(end - gap)),
    width: left.width + gap,
  };
}

/** The words of a tree of alternatives ('a | b | c'), or undefined when it holds anything but words. */
function alternativeWords(node: TsqueryNode): Extract<TsqueryNode, { kind: 'word' }>[] | undefined {
  if (node.kind === 'word') return [node];
  if (node.kind !== 'or') return undefined;
  const left = alternativeWords(node.left);
  const right = left && alternativeWords(node.right);
  return right && [...left!, ...right];
}

/** The slots holding any of these lexemes (a word's, or a prefix's), as a kept bitset. */
function wordMatches(index: MatchIndex, lexemes: number[]): { key: string; bits: Uint32Array } {
  const key = lexemes.join(',');
  return {
    key,
    bits: index.keptBits(key, (bits) => {
      const { postingStart, postingSlots } = index;
      for (const id of lexemes) {
        for (let p = postingStart[id]!; p < postingStart[id + 1]!; p++) {
          const s = postingSlots[p]!;
          bits[s >>> 5]! |= 1 << (s & 31);
        }
      }
    }),
  };
}

/** The matching slots, ascending: the text query, then prices, exclusions and facet filters. */
export function matchingSlots(index: MatchIndex, compiled: CompiledFilter): Int32Array {
  const { filter } = compiled;
  // The conjuncts whose AND is the match: a rare word (a part number) as its ascending slots, straight
  // from the postings; anything else as a bitset kept by the index — a word's or alternatives', the
  // listing rules' price threshold and hidden listings, a facet refinement (a category, a store, a
  // province): they repeat from search to search.
  const lists: Int32Array[] = [];
  const parts: Uint32Array[] = [];
  for (const node of compiled.tree ? conjuncts(compiled.tree) : []) {
    if (node.kind !== 'word') {
      parts.push(textMatches(index, node).bits);
      continue;
    }
    const lexemes = index.lexemesOf(node);
    const list = rareWordSlots(index, lexemes);
    if (list) lists.push(list);
    else parts.push(wordMatches(index, lexemes).bits);
  }
  if (filter.priceAbove !== undefined) parts.push(index.priceAboveBits(filter.priceAbove));
  if (filter.excludeIds.length) parts.push(notExcludedBits(index, filter.excludeIds));
  for (const group of filter.filters) parts.push(groupBits(index, group));
  let out: Int32Array;
  if (lists.length) out = intersect(lists, parts);
  else if (parts.length) {
    // ANDed into the index's scratch bitset: no bitset of the whole catalog allocated per search.
    const bits = index.matchScratch();
    bits.set(parts[0]!);
    for (let k = 1; k < parts.length; k++) {
      const part = parts[k]!;
      for (let w = 0; w < bits.length; w++) bits[w]! &= part[w]!;
    }
    let count = 0;
    for (let w = 0; w < bits.length; w++) if (bits[w]) count += bitCount(bits[w]!);
    out = new Int32Array(count);
    let n = 0;
    for (let w = 0; w < bits.length; w++) {
      let word = bits[w]!;
      while (word) {
        const low = word & -word;
        out[n++] = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
      }
    }
  } else {
    out = new Int32Array(index.size);
    for (let s = 0; s < out.length; s++) out[s] = s;
  }
  // A peso price range of the shopper's own: checked per match, keeping the passing slots in place (a
  // dollar price never passes it).
  const { price, dollars } = index.columns;
  const { minPrice, maxPrice } = filter;
  let n = out.length;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const low = minPrice ?? -Infinity;
    const high = maxPrice ?? Infinity;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const p = price[out[i]!]!;
      if (!dollars[out[i]!] && p >= low && p <= high) out[kept++] = out[i]!;
    }
    n = kept;
  }
  return out.subarray(0, n);
}

/**
 * The slots of a word's lexemes, ascending, when they are rare enough (under a 64th of the catalog) that walking them
 * beats ANDing a bitset of the whole catalog: a view of the postings for one lexeme, a sorted copy for
 * a prefix's few. Undefined for a frequent word.
 */
function rareWordSlots(index: MatchIndex, lexemes: number[]): Int32Array | undefined {
  const { postingStart, postingSlots } = index;
  let total = 0;
  for (const id of lexemes) total += postingStart[id + 1]! - postingStart[id]!;
  if (total > index.size >>> 6) return undefined;
  if (lexemes.length === 1)
    return postingSlots.subarray(postingStart[lexemes[0]!]!, postingStart[lexemes[0]! + 1]!);
  const slots = new Int32Array(total);
  let n = 0;
  for (const id of lexemes)
    for (let p = postingStart[id]!; p < postingStart[id + 1]!; p++) slots[n++] = postingSlots[p]!;
  slots.sort();
  // A document holding two of the prefix's lexemes is listed twice: once is enough.
  let unique = 0;
  for (let i = 0; i < n; i++) if (i === 0 || slots[i] !== slots[i - 1]) slots[unique++] = slots[i]!;
  return slots.subarray(0, unique);
}

/** The slots in every one of the ascending lists and set in every bitset, ascending. */
function intersect(lists: Int32Array[], bitsets: Uint32Array[]): Int32Array {
  lists.sort((a, b) => a.length - b.length);
  const [shortest, ...others] = lists;
  const at = new Int32Array(others.length);
  const out = new Int32Array(shortest!.length);
  let n = 0;
  next: for (let i = 0; i < shortest!.length; i++) {
    const s = shortest![i]!;
    for (let k = 0; k < others.length; k++) {
      const list = others[k]!;
      let p = at[k]!;
      while (p < list.length && list[p]! < s) p++;
      at[k] = p;
      if (list[p] !== s) continue next;
    }
    for (let k = 0; k < bitsets.length; k++) if (!(bitsets[k]![s >>> 5]! & (1 << (s & 31)))) continue next;
    out[n++] = s;
  }
  return out.subarray(0, n);
}

/** The slots of every listing but these products. */
function notExcludedBits(index: MatchIndex, productIds: number[]): Uint32Array {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  return index.keptFilterBits(`-${ids.join(',')}`, (bits) => {
    bits.fill(0xffffffff);
    const tail = index.size & 31;
    if (tail) bits[bits.length - 1] = (1 << tail) - 1;
    for (const id of ids) {
      const s = index.slotOfProduct(id);
      if (s >= 0) bits[s >>> 5]! &= ~(1 << (s & 31));
    }
  });
}

/** The slots passing one facet group: any of its categories, stores or provinces. */
function groupBits(index: MatchIndex, group: FilterTerm[]): Uint32Array {
  const terms = group.map((t) => `${t.field}=${t.id}`).sort();
  return index.keptFilterBits(`[${terms.join(' ')}]`, (bits) => {
    const { storeId, provinceId, categoryStart, categoryIds, maxStoreId, maxProvinceId, maxCategoryId } =
      index.columns;
    // Flags by id rather than sets: this walks the whole catalog.
    const flags = (field: FilterTerm['field'], max: number) => {
      const out = new Uint8Array(max + 1);
      for (const t of group) if (t.field === field && t.id >= 0 && t.id <= max) out[t.id] = 1;
      return out;
    };
    const stores = flags('store', maxStoreId);
    const provinces = flags('province', maxProvinceId);
    const categories = flags('category', maxCategoryId);
    const models = new Set(group.filter((t) => t.field === 'model').map((t) => t.id));
    const { modelId } = index.columns;
    for (let s = 0; s < index.size; s++) {
      let pass = stores[storeId[s]!] === 1 || provinces[provinceId[s]!] === 1;
      if (!pass && models.size > 0) pass = models.has(modelId[s]!);
      for (let c = categoryStart[s]!; !pass && c < categoryStart[s + 1]!; c++)
        pass = categories[categoryIds[c]!] === 1;
      if (pass) bits[s >>> 5]! |= 1 << (s & 31);
    }
  });
}

/** The operands of a tree of ANDs (itself when it is no AND). */
function conjuncts(node: TsqueryNode): TsqueryNode[] {
  return node.kind === 'and' ? [...conjuncts(node.left), ...conjuncts(node.right)] : [node];
}

function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Total, facet counts and peso price range of the matching slots. */
export function aggregatesOf(
  index: MatchIndex,
  slots: Int32Array,
  facets: FacetField[],
  priceStats: boolean,
  /** Count products, not listings, under each category, store and province (product-counts.ts). */
  distinct = false,
): Aggregates {
  const want = new Set(facets);
  const stores = want.has('store') ? new Int32Array(index.columns.maxStoreId + 1) : undefined;
  const provinces = want.has('province') ? new Int32Array(index.columns.maxProvinceId + 1) : undefined;
  const categories = want.has('category') ? new Int32Array(index.columns.maxCategoryId + 1) : undefined;
  const models = want.has('model') ? new Map<number, number>() : undefined;
  let min = Infinity;
  let max = -Infinity;
  const { price, dollars, storeId, provinceId, categoryStart, categoryIds, soleCategory, provinceOfStore } =
    index.columns;
  // A large match set is counted reading as little per slot as possible: a province is its store's,
  // counted from the stores' counts afterwards; most listings have one category.
  const provincesByStore = !distinct && provinces !== undefined && provinceOfStore.length > 0;
  const perStore = distinct
    ? undefined
    : (stores ?? (provincesByStore ? new Int32Array(index.columns.maxStoreId + 1) : undefined));
  const perListing = !distinct;
  if (distinct) countProducts(index, slots, { stores, provinces, categories });
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    // The price range is of peso prices only.
    const p = dollars[s] ? NaN : price[s]!;
    if (p < min) min = p;
    if (p > max) max = p;
    if (perStore) perStore[storeId[s]!]!++;
    if (models) {
      const model = index.columns.modelId[s]!;
      if (model >= 0) models.set(model, (models.get(model) ?? 0) + 1);
    }
    if (provinces && perListing && !provincesByStore) provinces[provinceId[s]!]!++;
    if (categories && perListing) {
      const sole = soleCategory[s]!;
      if (sole >= 0) categories[sole]!++;
      else for (let c = categoryStart[s]!; c < categoryStart[s + 1]!; c++) categories[categoryIds[c]!]!++;
    }
  }
  if (provinces && provincesByStore) {
    for (let store = 0; store < perStore!.length; store++)
      if (perStore![store]) provinces[provinceOfStore[store]!]! += perStore![store]!;
  }
  const counts = (array: Int32Array | undefined) => {
    const map = new Map<number, number>();
    array?.forEach((n, id) => n && map.set(id, n));
    return map;
  };
  const out: Aggregates['facets'] = {};
  for (const field of facets) {
    out[field] =
      field === 'model'
        ? models!
        : counts(field === 'store' ? stores : field === 'province' ? provinces : categories);
  }
  return {
    total: slots.length,
    facets: out,
    priceStats: priceStats && min <= max ? { min, max } : null,
  };
}

/**
 * rank of each slot as the SQL computes it: ts_rank(tsv, query, 1) + 1 for the named model + 1 for the part
 * + 0.25 per hardware term whose spec words it matches.
 */
export function ranksOf(index: MatchIndex, compiled: CompiledFilter, slots: Int32Array): Float32Array {
  const ranks = new Float32Array(slots.length);
  if (!compiled.tree) return ranks;
  const rank = slotRanker(index, compiled);
  for (let i = 0; i < slots.length; i++) ranks[i] = rank(slots[i]!);
  return ranks;
}

/** A function ranking a slot as ranksOf does, on the index's scratch: used synchronously, before the next. */
function slotRanker(index: MatchIndex, compiled: CompiledFilter): (slot: number) => number {
  const tree = compiled.tree!;
  const { operands, codes, partType, specs } = compiled;
  const { entryStart, entryLexeme, positionStart, positions, modelCode, length, textId } = index.columns;
  const parts = index.columns.partType;
  // A rank per text: slots of equal tsvectors rank alike (text t is ranked once stamp[t] is this call's).
  const { rankOfText, stamp, current } = index.rankScratch();
  // Per lexeme id, a bit per operand naming it: one pass over a document's entries finds every
  // operand's matches. Beyond 32 operands (rare), a pass per operand.
  const wide = operands.length > 32;
  const { masks, set: masked } = index.operandMaskScratch();
  if (!wide) {
    operands.forEach((set, o) =>
      set.forEach((id) => {
        masks[id]! |= 1 << o;
        masked.push(id);
      }),
    );
  }
  const named = wide
    ? operands.map((set) => {
        const flags = new Uint8Array(index.columns.lexemes.length);
        for (const id of set) flags[id] = 1;
        return flags;
      })
    : [];
  const longest = index.longestEntries;
  const matches: OperandMatches = {
    operands: operands.length,
    start: new Int32Array(operands.length + 1),
    entries: new Int32Array(longest * operands.length),
    positionStart,
    positions,
    last: new Int32Array(3 * operands.length),
  };
  const found = new Int32Array(longest);
  const foundMask = new Uint32Array(longest);
  const textRank = (s: number): number => {
    const t = textId[s]!;
    if (stamp[t] === current) return rankOfText[t]!;
    let n = 0;
    if (wide) {
      for (let o = 0; o < named.length; o++) {
        matches.start[o] = n;
        const flags = named[o]!;
        for (let e = entryStart[s]!; e < entryStart[s + 1]!; e++)
          if (flags[entryLexeme[e]!]) matches.entries[n++] = e;
      }
    } else {
      let hits = 0;
      for (let e = entryStart[s]!; e < entryStart[s + 1]!; e++) {
        const mask = masks[entryLexeme[e]!]!;
        if (mask) {
          found[hits] = e;
          foundMask[hits++] = mask;
        }
      }
      for (let o = 0; o < operands.length; o++) {
        matches.start[o] = n;
        const bit = 1 << o;
        for (let h = 0; h < hits; h++) if (foundMask[h]! & bit) matches.entries[n++] = found[h]!;
      }
    }
    matches.start[operands.length] = n;
    const rank = tsRank(tree, matches, length[s]!);
    rankOfText[t] = rank;
    stamp[t] = current;
    return rank;
  };
  // The bonuses summed first, then added in one float4 addition, as the SQL does.
  return (s) => {
    let bonus =
      (codes.size && codes.has(modelCode[s]!) ? 1 : 0) + (partType && parts[s] === partType ? 1 : 0);
    for (let k = 0; k < specs.length; k++) if (specs[k]![s >>> 5]! & (1 << (s & 31))) bonus += 0.25;
    return bonus ? Math.fround(textRank(s) + bonus) : textRank(s);
  };
}

/**
 * The most ts_rank(tsv, query, 1) can be for a matching document of `length` positions, any model:
 * tsrank.c divides by log2(length + 1) what is at most 1 for an AND of two or more operands
 * (calc_rank_and), else (calc_rank_or) the operands' entry scores summed over the operands — each
 * lexeme's best in the index. A hair above, for float rounding.
 */
function rankBound(index: MatchIndex, compiled: CompiledFilter): (length: number) => number {
  let raw = 1;
  const { operands } = compiled;
  const { kind } = compiled.tree!;
  if (!((kind === 'and' || kind === 'phrase') && operands.length >= 2)) {
    raw = 0;
    for (const set of operands) for (const id of set) raw += index.bestEntryScore(id);
    raw /= Math.max(1, operands.length);
  }
  return (length) => (length > 0 ? raw / Math.log2(length + 1) : raw) * (1 + 1e-5);
}

/**
 * The first `count` slots by relevance (rank DESC, then the price order) ranking as few matches as it
 * can. A match's rank is its text's ts_rank plus its bonus (slotRanker: 1 for the model named, 1 for the
 * part asked, a quarter per hardware term), and the bonus is cheap to know: matches are taken by bonus,
 * highest first, and within one bonus shortest first (ts_rank divides by the length); the longer ones of a
 * bonus are left unranked once none of them could reach the count-th best rank found (rankBound plus that
 * bonus), and a whole bonus once its shortest could not.
 */
function relevanceOrder(
  index: MatchIndex,
  compiled: CompiledFilter,
  slots: Int32Array,
  count: number,
): Int32Array {
  const rank = slotRanker(index, compiled);
  const { length, modelCode } = index.columns;
  const parts = index.columns.partType;
  const { codes, partType, specs } = compiled;
  // Scratch of the index (this runs synchronously): a search allocates nothing the size of its matches.
  const { byLength, ranked, ranks, quarters } = index.orderScratch();
  // Each match's bonus in quarters, as slotRanker sums it.
  const levels = (codes.size ? 4 : 0) + (partType ? 4 : 0) + specs.length + 1;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    let q = (codes.size && codes.has(modelCode[s]!) ? 4 : 0) + (partType && parts[s] === partType ? 4 : 0);
    for (let k = 0; k < specs.length; k++) if (specs[k]![s >>> 5]! & (1 << (s & 31))) q++;
    quarters[i] = q;
  }
  // Counting sort of the matches by (bonus DESC, length), lengths over MAX_LENGTH together, last of their bonus.
  const MAX_LENGTH = 255;
  const WIDTH = MAX_LENGTH + 1;
  const bucketOf = (i: number) =>
    (levels - 1 - quarters[i]!) * WIDTH + Math.min(length[slots[i]!]!, MAX_LENGTH);
  const bucketStart = new Int32Array(levels * WIDTH + 1);
  for (let i = 0; i < slots.length; i++) bucketStart[bucketOf(i) + 1]!++;
  for (let b = 1; b < bucketStart.length; b++) bucketStart[b]! += bucketStart[b - 1]!;
  const next = bucketStart.slice(0, levels * WIDTH);
  for (let i = 0; i < slots.length; i++) byLength[next[bucketOf(i)]!++] = slots[i]!;

  const bound = rankBound(index, compiled);
  let n = 0;
  // The count best ranks so far, a min-heap: best[0] is the count-th.
  const best = new Float32Array(count);
  let held = 0;
  const add = (slot: number) => {
    const r = rank(slot);
    ranked[n] = slot;
    ranks[n++] = r;
    if (held < count) {
      let i = held++;
      while (i > 0 && best[(i - 1) >> 1]! > r) {
        best[i] = best[(i - 1) >> 1]!;
        i = (i - 1) >> 1;
      }
      best[i] = r;
    } else if (r > best[0]!) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= count) break;
        const c = l + 1 < count && best[l + 1]! < best[l]! ? l + 1 : l;
        if (best[c]! >= r) break;
        best[i] = best[c]!;
        i = c;
      }
      best[i] = r;
    }
  };
  for (let q = levels - 1; q >= 0; q--) {
    const base = (levels - 1 - q) * WIDTH;
    for (let b = 0; b <= MAX_LENGTH; b++) {
      if (bucketStart[base + b] === bucketStart[base + b + 1]) continue;
      // A length of MAX_LENGTH or more: bounded as MAX_LENGTH, the shortest it may be.
      if (held === count && bound(b) + q / 4 < best[0]!) break;
      for (let i = bucketStart[base + b]!; i < bucketStart[base + b + 1]!; i++) add(byLength[i]!);
    }
  }
  return topByRank(index, ranked.subarray(0, n), ranks.subarray(0, n), count);
}

/** Of slots and their ranks, the first `count` as (rank DESC, then the price order). */
function topByRank(index: MatchIndex, slots: Int32Array, ranks: Float32Array, count: number): Int32Array {
  // One number per slot that sorts as (rank DESC, then the price order): a non-negative float4's bits
  // grow with it, and the price order fits in the 53-bit mantissa beside them.
  const keys = new Float64Array(slots.length);
  const bitsView = new Uint32Array(ranks.buffer, ranks.byteOffset, ranks.length);
  const scale = 2 ** 21;
  if (index.size >= scale) throw new Error('índice de búsqueda demasiado grande para ordenar por relevancia');
  for (let i = 0; i < slots.length; i++) {
    keys[i] = (0xffffffff - bitsView[i]!) * scale + index.priceAscRank[slots[i]!]!;
  }
  const first = smallest(keys, Math.min(count, keys.length));
  const out = new Int32Array(first.length);
  for (let i = 0; i < first.length; i++) out[i] = index.byPriceAsc[first[i]! % scale]!;
  return out;
}

/** The first `count` slots in `sort` order (relevance: rank DESC, then the price order). */
export function orderedSlots(
  index: MatchIndex,
  compiled: CompiledFilter,
  slots: Int32Array,
  sort: SearchSort,
  count: number,
): Int32Array {
  count = Math.min(count, slots.length);
  if (count <= 0) return new Int32Array(0);
  if (sort !== 'relevance' || !compiled.tree) {
    const rank = sort === 'price_desc' ? index.priceDescRank : index.priceAscRank;
    const order = sort === 'price_desc' ? index.byPriceDesc : index.byPriceAsc;
    // A large share of the catalog: walk the catalog's price order and keep the matching ones.
    if (slots.length * 16 > index.size) {
      const member = index.memberScratch();
      for (let i = 0; i < slots.length; i++) member[slots[i]! >>> 5]! |= 1 << (slots[i]! & 31);
      const out = new Int32Array(count);
      let n = 0;
      for (let i = 0; i < order.length && n < count; i++) {
        const s = order[i]!;
        if (member[s >>> 5]! & (1 << (s & 31))) out[n++] = s;
      }
      return out;
    }
    const places = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) places[i] = rank[slots[i]!]!;
    const first = smallest(places, count);
    for (let i = 0; i < first.length; i++) first[i] = order[first[i]!]!;
    return first;
  }
  return relevanceOrder(index, compiled, slots, count);
}

/**
 * One page of the grouped view: per model (a listing without one stands alone) its best listing —
 * in stock first, then in price order (pesos first) — ranked by the group's best rank, or by that
 * listing's place in the price order.
 */
export function distinctPage(
  index: MatchIndex,
  compiled: CompiledFilter,
  slots: Int32Array,
  sort: SearchSort,
  offset: number,
  limit: number,
): { total: number; ids: number[] } {
  const ranks = sort === 'relevance' ? ranksOf(index, compiled, slots) : undefined;
  const best = new Map<number, { slot: number; rank: number }>();
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    const model = index.columns.modelId[s]!;
    const group = model >= 0 ? model : -1 - index.columns.productId[s]!;
    const rank = ranks ? ranks[i]! : 0;
    const current = best.get(group);
    if (!current) best.set(group, { slot: s, rank });
    else {
      const better =
        index.columns.inStock[s]! > index.columns.inStock[current.slot]! ||
        (index.columns.inStock[s] === index.columns.inStock[current.slot] &&
          index.priceAscRank[s]! < index.priceAscRank[current.slot]!);
      if (better) current.slot = s;
      if (rank > current.rank) current.rank = rank;
    }
  }
  const groups = [...best.values()];
  if (sort === 'price_desc')
    groups.sort((a, b) => index.priceDescRank[a.slot]! - index.priceDescRank[b.slot]!);
  else if (sort === 'price_asc')
    groups.sort((a, b) => index.priceAscRank[a.slot]! - index.priceAscRank[b.slot]!);
  else groups.sort((a, b) => b.rank - a.rank || index.priceAscRank[a.slot]! - index.priceAscRank[b.slot]!);
  return {
    total: groups.length,
    ids: groups.slice(offset, offset + limit).map((g) => index.columns.productId[g.slot]!),
  };
}

/**
 * The `count` smallest of distinct numbers, ascending: a quickselect puts them first, then only they
 * are sorted (sorting 100,000 keys for a page of 24 took most of a search's time).
 */
function smallest<T extends Int32Array | Float64Array>(values: T, count: number): T {
  if (count * 8 >= values.length) return values.sort().subarray(0, count) as T;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    // Median of three as the pivot.
    const a = values[lo]!;
    const b = values[mid]!;
    const c = values[hi]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (count - 1 <= j) hi = j;
    else if (count - 1 >= i) lo = i;
    else break;
  }
  return values.subarray(0, count).sort() as T;
}
