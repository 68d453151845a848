import { LRUCache } from 'lru-cache';
import type { Currency } from '../../catalog/currency';
import { compareLexemes, entryScore, parseTsvector } from './text-search';
import { sortInSlices, STEPS_A_LOOK, TimeSlices } from './time-slices';

/** Memory the kept bitsets (keptBits) may take, a bit per document each. */
const KEPT_BITS_BYTES = 64 * 1024 * 1024;
/** Memory keptQueryBits may hold besides (its bitsets may be keptBits's own, or dropped from there). */
const KEPT_QUERY_BITS_BYTES = 16 * 1024 * 1024;
/** Memory keptFilterBits may take: a few dozen facet groups and the rules' filters, a bit per document each. */
const KEPT_FILTER_BITS_BYTES = 16 * 1024 * 1024;

/** What the index keeps of one search document (search_documents, with `tsv` in its text form). */
export interface IndexedDocument {
  productId: number;
  price: number;
  currency: Currency;
  storeId: number;
  provinceId: number;
  categoryIds: number[];
  inStock: boolean;
  modelId: number | null;
  modelCode: string | null;
  /** The model's part type (search_documents.part_type); absent or null for none. */
  partType?: string | null;
  tsv: string;
}

/**
 * The search documents in columns, for matching, counting and ordering without reading rows: per
 * document ("slot") its id, price, store, province, categories, model, stock and tsvector entries;
 * per lexeme the ascending slots that hold it. Built once from a snapshot (MatchIndexBuilder) and
 * never changed: a newer catalog is a new index.
 */
export class MatchIndex {
  readonly size: number;
  /**
   * Slots in the orders (currency, price, product_id) and (currency, price DESC, product_id) — pesos
   * first either way, as the SQL's 'ARS' before 'USD' — and each slot's place in them.
   */
  readonly byPriceAsc: Int32Array;
  readonly byPriceDesc: Int32Array;
  readonly priceAscRank: Int32Array;
  readonly priceDescRank: Int32Array;
  /** bestEntryScore's, per lexeme. */
  private readonly bestScores: Float64Array;
  /** Lexeme ids in byte order (tsvector order), for prefix lookups. */
  readonly lexemesSorted: Int32Array;
  private readonly compareText: (a: string, b: string) => number;
  private matchBits: Uint32Array | undefined;
  private members: Uint32Array | undefined;
  private ordering:
    { byLength: Int32Array; ranked: Int32Array; ranks: Float32Array; quarters: Uint8Array } | undefined;
  private operandMasks: { masks: Uint32Array; set: number[] } | undefined;
  /** The most tsvector entries any slot has. */
  readonly longestEntries: number;
  private scratch: { rankOfText: Float32Array; stamp: Uint32Array; current: number } | undefined;
  private products: { head: Int32Array; stamp: Uint32Array; current: number } | undefined;
  /** keptBits's bitsets, by key. */
  private readonly bitsets = new LRUCache<string, Uint32Array>({
    maxSize: KEPT_BITS_BYTES,
    sizeCalculation: (bits) => Math.max(1, bits.byteLength),
  });

  /** keptFilterBits's bitsets, by key. */
  private readonly filterBitsets = new LRUCache<string, Uint32Array>({
    maxSize: KEPT_FILTER_BITS_BYTES,
    sizeCalculation: (bits) => Math.max(1, bits.byteLength),
  });

  /** keptQueryBits's bitsets, by tsquery text. */
  private readonly queryBits = new LRUCache<string, Uint32Array>({
    maxSize: KEPT_QUERY_BITS_BYTES,
    sizeCalculation: (bits) => Math.max(1, bits.byteLength),
  });

  constructor(
    readonly columns: IndexColumns,
    /**
     * Slots holding lexeme l, ascending: postingSlots[postingStart[l] .. postingStart[l + 1]). Flat
     * arrays, not one per lexeme: a real catalog has hundreds of thousands of lexemes (part numbers),
     * and as many small arrays make every garbage collection slow.
     */
    readonly postingStart: Int32Array,
    readonly postingSlots: Int32Array,
    orders: IndexOrders,
  ) {
    this.size = columns.productId.length;
    this.longestEntries = orders.longestEntries;
    this.bestScores = orders.bestScores;
    this.compareText = orders.compareText;
    this.lexemesSorted = orders.lexemesSorted;
    this.byPriceAsc = orders.byPriceAsc;
    this.byPriceDesc = orders.byPriceDesc;
    this.priceAscRank = orders.priceAscRank;
    this.priceDescRank = orders.priceDescRank;
  }

  /**
   * A bitset of the slots (a bit each) kept under `key`, made by `fill` when missing: what repeats from
   * search to search — a word's or alternatives' matches (match-query.ts). Shared: the caller must not
   * change it.
   */
  keptBits(key: string, fill: (bits: Uint32Array) => void): Uint32Array {
    return this.kept(this.bitsets, key, fill);
  }

  /**
   * keptBits for what a search filters by besides its words — a facet group, the rules' price threshold,
   * hidden listings — kept apart from the words' bitsets: the long tail's new words would otherwise push
   * these few out (each made again by walking the whole catalog, milliseconds at 1M listings).
   */
  keptFilterBits(key: string, fill: (bits: Uint32Array) => void): Uint32Array {
    return this.kept(this.filterBitsets, key, fill);
  }

  private kept(
    cache: LRUCache<string, Uint32Array>,
    key: string,
    fill: (bits: Uint32Array) => void,
  ): Uint32Array {
    let bits = cache.get(key);
    if (!bits) {
      bits = new Uint32Array((this.size + 31) >>> 5);
      fill(bits);
      cache.set(key, bits);
    }
    return bits;
  }

  /**
   * The bitset of a whole tsquery as a search sends it, kept by its text: a spec set many queries share (the
   * editions or bundles a query does not ask, dozens of lexemes) is then looked up, not walked, per search.
   * The bitset is keptBits's, never written to.
   */
  keptQueryBits(query: string, make: () => Uint32Array): Uint32Array {
    let bits = this.queryBits.get(query);
    if (!bits) {
      bits = make();
      this.queryBits.set(query, bits);
    }
    return bits;
  }

  /** Drops every kept bitset (they are made again as searches need them). */
  forgetKeptBits(): void {
    this.bitsets.clear();
    this.filterBitsets.clear();
    this.queryBits.clear();
  }

  /** The slots passing the threshold: priced above it in pesos, or in dollars (kept, as keptBits's). */
  priceAboveBits(threshold: number): Uint32Array {
    const { price, dollars } = this.columns;
    return this.keptFilterBits(`>${threshold}`, (bits) => {
      for (let s = 0; s < this.size; s++)
        if (dollars[s] || price[s]! > threshold) bits[s >>> 5]! |= 1 << (s & 31);
    });
  }

  /**
   * Scratch space of one ranking (ranksOf): a rank per text, valid where `stamp` holds `current`, a
   * number no earlier call had. Kept here so a search allocates nothing per text; ranking is synchronous.
   */
  rankScratch(): { rankOfText: Float32Array; stamp: Uint32Array; current: number } {
    const texts = this.columns.texts;
    this.scratch ??= { rankOfText: new Float32Array(texts), stamp: new Uint32Array(texts), current: 0 };
    if (this.scratch.current === 0xffffffff) {
      this.scratch.stamp.fill(0);
      this.scratch.current = 0;
    }
    this.scratch.current++;
    return this.scratch;
  }

  /**
   * Scratch of one ranking (synchronous): a bit mask per lexeme id, zero but for the ids the caller
   * sets and lists in `set` (cleared when the next ranking asks for it). Kept: a catalog's lexemes are
   * too many to allocate a mask for each per search.
   */
  operandMaskScratch(): { masks: Uint32Array; set: number[] } {
    const scratch = (this.operandMasks ??= { masks: new Uint32Array(this.columns.lexemes.length), set: [] });
    for (const id of scratch.set) scratch.masks[id] = 0;
    scratch.set.length = 0;
    return scratch;
  }

  /** The most any one entry of this lexeme adds to ts_rank's sum (entryScore): bounds a rank. */
  bestEntryScore(lexeme: number): number {
    return this.bestScores[lexeme]!;
  }

  /**
   * Scratch of one count of products (product-counts.ts, synchronous): per model ordinal, its product's
   * number in this count, valid where `stamp` holds `current`, a number no earlier call had.
   */
  productScratch(): { head: Int32Array; stamp: Uint32Array; current: number } {
    const models = this.columns.models;
    this.products ??= { head: new Int32Array(models), stamp: new Uint32Array(models), current: 0 };
    if (this.products.current === 0xffffffff) {
      this.products.stamp.fill(0);
      this.products.current = 0;
    }
    this.products.current++;
    return this.products;
  }

  /** An empty bitset of the catalog, scratch of one price ordering (synchronous). */
  memberScratch(): Uint32Array {
    const bits = (this.members ??= new Uint32Array((this.size + 31) >>> 5));
    bits.fill(0);
    return bits;
  }

  /** Scratch of one relevance ordering (synchronous): a place for every slot in each. */
  orderScratch(): { byLength: Int32Array; ranked: Int32Array; ranks: Float32Array; quarters: Uint8Array } {
    return (this.ordering ??= {
      byLength: new Int32Array(this.size),
      ranked: new Int32Array(this.size),
      ranks: new Float32Array(this.size),
      quarters: new Uint8Array(this.size),
    });
  }

  /** A bitset of the catalog to compute one search's matches in (matchingSlots, synchronous). */
  matchScratch(): Uint32Array {
    return (this.matchBits ??= new Uint32Array((this.size + 31) >>> 5));
  }

  /** The slot of a product, -1 when the index holds none (slots are in product id order). */
  slotOfProduct(productId: number): number {
    const ids = this.columns.productId;
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (ids[mid]! < productId) lo = mid + 1;
      else if (ids[mid]! > productId) hi = mid - 1;
      else return mid;
    }
    return -1;
  }

  /** The slots of a model's listings, ascending. */
  slotsOfModel(modelId: number): Int32Array {
    const at = this.columns.modelSlotStart.get(modelId);
    if (at === undefined) return NO_SLOTS;
    const { modelSlots } = this.columns;
    let end = at + 1;
    while (end < modelSlots.length && this.columns.modelId[modelSlots[end]!] === modelId) end++;
    return modelSlots.subarray(at, end);
  }

  /**
   * Lexeme ids a query word names: itself, or for a prefix every lexeme starting with it (one run in
   * byte order; a string starts with another exactly when its UTF-8 bytes do).
   */
  lexemesOf(word: { lexeme: string; prefix: boolean }): number[] {
    const { lexemes, lexemeIds } = this.columns;
    if (!word.prefix) {
      const id = lexemeIds.get(word.lexeme);
      return id === undefined ? [] : [id];
    }
    // (A word with surrogates starts no lexeme of an index without them, wherever the search lands.)
    const compare = this.compareText;
    let lo = 0;
    let hi = this.lexemesSorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(lexemes[this.lexemesSorted[mid]!]!, word.lexeme) < 0) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < this.lexemesSorted.length; i++) {
      const id = this.lexemesSorted[i]!;
      if (!lexemes[id]!.startsWith(word.lexeme)) break;
      out.push(id);
    }
    return out;
  }
}

const NO_SLOTS = new Int32Array(0);

/**
 * PostgreSQL's order of lexemes (their UTF-8 bytes, then the shorter first) for these lexemes: without
 * surrogates a string's UTF-16 units are its code points, which order as UTF-8 bytes do, and plain
 * string comparison is much faster than comparing bytes.
 */
function lexemeOrder(lexemes: string[]): (a: string, b: string) => number {
  if (lexemes.some((l) => SURROGATE.test(l))) return compareLexemeBytes;
  return (a, b) => (a < b ? -1 : a > b ? 1 : 0);
}

const SURROGATE = /[\uD800-\uDFFF]/;
const compareLexemeBytes = (a: string, b: string) => compareLexemes(Buffer.from(a), Buffer.from(b));

/** What MatchIndex reads off its columns once: orders, bounds, the longest entry list. */
interface IndexOrders {
  longestEntries: number;
  bestScores: Float64Array;
  compareText: (a: string, b: string) => number;
  lexemesSorted: Int32Array;
  byPriceAsc: Int32Array;
  byPriceDesc: Int32Array;
  priceAscRank: Int32Array;
  priceDescRank: Int32Array;
}

/** IndexOrders of these columns, computed in slices (TimeSlices): seconds for a large catalog. */
async function indexOrders(columns: IndexColumns, slices: TimeSlices): Promise<IndexOrders> {
  const n = columns.productId.length;
  let longestEntries = 0;
  for (let slot = 0; slot < n; slot++) {
    longestEntries = Math.max(longestEntries, columns.entryStart[slot + 1]! - columns.entryStart[slot]!);
    if (slot % STEPS_A_LOOK === 0) await slices.pause();
  }
  const bestScores = await bestEntryScores(columns, slices);
  const { lexemes } = columns;
  const compareText = lexemeOrder(lexemes);
  const lexemesSorted = Int32Array.from(lexemes.keys());
  await sortInSlices(lexemesSorted, (a, b) => compareText(lexemes[a]!, lexemes[b]!), slices);
  const { price, dollars } = columns;
  // (currency, price, slot); the descending order is read off it, currency by currency (equal prices
  // keep their slots ascending).
  const byPriceAsc = Int32Array.from({ length: n }, (_, s) => s);
  await sortInSlices(
    byPriceAsc,
    (a, b) => dollars[a]! - dollars[b]! || price[a]! - price[b]! || a - b,
    slices,
  );
  let pesos = 0;
  while (pesos < n && !dollars[byPriceAsc[pesos]!]) pesos++;
  const byPriceDesc = new Int32Array(n);
  let out = 0;
  let looked = 0;
  for (const [first, last] of [
    [0, pesos],
    [pesos, n],
  ] as const) {
    for (let end = last; end > first;) {
      let start = end - 1;
      while (start > first && price[byPriceAsc[start - 1]!] === price[byPriceAsc[end - 1]!]) start--;
      for (let i = start; i < end; i++) byPriceDesc[out++] = byPriceAsc[i]!;
      end = start;
      if (out - looked >= STEPS_A_LOOK) {
        looked = out;
        await slices.pause();
      }
    }
  }
  const priceAscRank = new Int32Array(n);
  const priceDescRank = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    priceAscRank[byPriceAsc[i]!] = i;
    priceDescRank[byPriceDesc[i]!] = i;
    if (i % STEPS_A_LOOK === 0) await slices.pause();
  }
  return {
    longestEntries,
    bestScores,
    compareText,
    lexemesSorted,
    byPriceAsc,
    byPriceDesc,
    priceAscRank,
    priceDescRank,
  };
}

/** Per lexeme, its entries' best entryScore: one pass over the entries, a text once however many slots share it. */
async function bestEntryScores(columns: IndexColumns, slices: TimeSlices): Promise<Float64Array> {
  const { entryStart, entryLexeme, positionStart, positions, textId } = columns;
  const best = new Float64Array(columns.lexemes.length);
  const scored = new Uint8Array(columns.texts);
  for (let slot = 0; slot < textId.length; slot++) {
    if (slot % STEPS_A_LOOK === 0) await slices.pause();
    if (scored[textId[slot]!]) continue;
    scored[textId[slot]!] = 1;
    for (let e = entryStart[slot]!; e < entryStart[slot + 1]!; e++) {
      const score = entryScore(positions, positionStart[e]!, positionStart[e + 1]! - positionStart[e]!);
      if (score > best[entryLexeme[e]!]!) best[entryLexeme[e]!] = score;
    }
  }
  return best;
}

/** modelSlots, modelSlotStart and modelOrdinal of the slots' models (-1: none). */
async function slotsByModel(
  modelId: number[],
  slices: TimeSlices,
): Promise<Pick<IndexColumns, 'modelSlots' | 'modelSlotStart' | 'modelOrdinal' | 'models'>> {
  const modelSlotStart = new Map<number, number>();
  for (let slot = 0; slot < modelId.length; slot++) {
    const model = modelId[slot]!;
    if (model >= 0) modelSlotStart.set(model, (modelSlotStart.get(model) ?? 0) + 1);
    if (slot % STEPS_A_LOOK === 0) await slices.pause();
  }
  let at = 0;
  const ordinals = new Map<number, number>();
  for (const [model, count] of modelSlotStart) {
    ordinals.set(model, ordinals.size);
    modelSlotStart.set(model, at);
    at += count;
  }
  const modelSlots = new Int32Array(at);
  const modelOrdinal = new Int32Array(modelId.length).fill(-1);
  const next = new Map(modelSlotStart);
  for (let slot = 0; slot < modelId.length; slot++) {
    if (slot % STEPS_A_LOOK === 0) await slices.pause();
    const model = modelId[slot]!;
    if (model < 0) continue;
    const i = next.get(model)!;
    modelSlots[i] = slot;
    next.set(model, i + 1);
    modelOrdinal[slot] = ordinals.get(model)!;
  }
  return { modelSlots, modelSlotStart, modelOrdinal, models: ordinals.size };
}

/** The per-slot columns of an index. */
export interface IndexColumns {
  productId: Int32Array;
  price: Float64Array;
  /** 1 for a price in dollars, 0 in pesos. */
  dollars: Uint8Array;
  storeId: Int32Array;
  provinceId: Int32Array;
  inStock: Uint8Array;
  /** Model id, -1 for none. */
  modelId: Int32Array;
  /** Index into `modelCodes`, -1 for none. */
  modelCode: Int32Array;
  modelCodes: string[];
  /** A model code's index in `modelCodes`. */
  modelCodeIds: Map<string, number>;
  /** 1 + index into `partTypes`, 0 for none. */
  partType: Uint8Array;
  partTypes: string[];
  /** Slots with a model, grouped by model (ascending within); a model's group starts at modelSlotStart. */
  modelSlots: Int32Array;
  modelSlotStart: Map<number, number>;
  /** The slot's model numbered 0 .. models - 1 (-1: none), for counting per model in typed arrays. */
  modelOrdinal: Int32Array;
  models: number;
  /** Categories of slot s: categoryIds[categoryStart[s] .. categoryStart[s + 1]). */
  categoryStart: Int32Array;
  categoryIds: Int32Array;
  /**
   * For counting facets with fewer memory reads (aggregatesOf): slot s's only category, or -1 when it
   * has none or several; and each store's province (-1: no listings), empty when some store's listings
   * name different provinces.
   */
  soleCategory: Int16Array;
  provinceOfStore: Int16Array;
  /** Tsvector entries of slot s: entryLexeme[entryStart[s] .. entryStart[s + 1]), in the tsvector's order. */
  entryStart: Int32Array;
  entryLexeme: Int32Array;
  /** Positions (pos << 2 | weight) of entry e: positions[positionStart[e] .. positionStart[e + 1]). */
  positionStart: Int32Array;
  positions: Uint16Array;
  /** ts_rank's document length (cnt_length): its number of positions. */
  length: Int32Array;
  /**
   * The same number for slots whose tsvectors are equal (stores copy names from their distributors):
   * ranking computes a rank once per text and query. `texts` of them in all.
   */
  textId: Int32Array;
  texts: number;
  lexemes: string[];
  lexemeIds: Map<string, number>;
  /** Largest store, province and category id (facet counters are arrays that long). */
  maxStoreId: number;
  maxProvinceId: number;
  maxCategoryId: number;
}

/** Collects documents in product id order, then builds the index. */
export class MatchIndexBuilder {
  private readonly productId: number[] = [];
  private readonly price: number[] = [];
  private readonly dollars: number[] = [];
  private readonly storeId: number[] = [];
  private readonly provinceId: number[] = [];
  private readonly inStock: number[] = [];
  private readonly modelId: number[] = [];
  private readonly modelCode: number[] = [];
  private readonly modelCodes: string[] = [];
  private readonly codeIds = new Map<string, number>();
  private readonly partType: number[] = [];
  private readonly partTypes: string[] = [];
  private readonly categoryStart: number[] = [0];
  private readonly categoryIds: number[] = [];
  private readonly entryStart: number[] = [0];
  private readonly entryLexeme: number[] = [];
  private readonly positionStart: number[] = [0];
  private readonly positions: number[] = [];
  private readonly length: number[] = [];
  private readonly lexemes: string[] = [];
  private readonly lexemeIds = new Map<string, number>();
  private readonly counts: number[] = [];
  private readonly textId: number[] = [];
  private readonly textIds = new Map<string, number>();
  private maxStoreId = 0;
  private maxProvinceId = 0;
  private maxCategoryId = 0;

  add(doc: IndexedDocument): void {
    const last = this.productId[this.productId.length - 1];
    if (last !== undefined && doc.productId <= last) throw new Error('documentos fuera de orden');
    this.productId.push(doc.productId);
    this.price.push(doc.price);
    this.dollars.push(doc.currency === 'USD' ? 1 : 0);
    this.storeId.push(doc.storeId);
    this.provinceId.push(doc.provinceId);
    this.inStock.push(doc.inStock ? 1 : 0);
    this.modelId.push(doc.modelId ?? -1);
    let code = -1;
    if (doc.modelCode !== null) {
      code = this.codeIds.get(doc.modelCode) ?? this.modelCodes.push(doc.modelCode) - 1;
      this.codeIds.set(doc.modelCode, code);
    }
    this.modelCode.push(code);
    let part = 0;
    if (doc.partType) {
      part = this.partTypes.indexOf(doc.partType) + 1 || this.partTypes.push(doc.partType);
      if (part > 255) throw new Error('demasiados tipos de parte');
    }
    this.partType.push(part);
    this.maxStoreId = Math.max(this.maxStoreId, doc.storeId);
    this.maxProvinceId = Math.max(this.maxProvinceId, doc.provinceId);
    for (const id of doc.categoryIds) {
      this.categoryIds.push(id);
      this.maxCategoryId = Math.max(this.maxCategoryId, id);
    }
    this.categoryStart.push(this.categoryIds.length);
    const text = this.textIds.get(doc.tsv) ?? this.textIds.size;
    this.textIds.set(doc.tsv, text);
    this.textId.push(text);
    let length = 0;
    for (const entry of parseTsvector(doc.tsv)) {
      let id = this.lexemeIds.get(entry.lexeme);
      if (id === undefined) {
        id = this.lexemes.push(entry.lexeme) - 1;
        this.lexemeIds.set(entry.lexeme, id);
        this.counts.push(0);
      }
      this.counts[id]!++;
      this.entryLexeme.push(id);
      for (const p of entry.positions) this.positions.push(p);
      this.positionStart.push(this.positions.length);
      length += Math.max(1, entry.positions.length);
    }
    this.entryStart.push(this.entryLexeme.length);
    this.length.push(length);
  }

  /** The index, built in slices of the caller's thread (TimeSlices): seconds for a large catalog. */
  async build(slices = new TimeSlices()): Promise<MatchIndex> {
    const n = this.productId.length;
    const soleCategory = new Int16Array(n).fill(-1);
    for (let s = 0; s < n; s++) {
      if (this.categoryStart[s + 1]! - this.categoryStart[s]! === 1)
        soleCategory[s] = this.categoryIds[this.categoryStart[s]!]!;
      if (s % STEPS_A_LOOK === 0) await slices.pause();
    }
    let provinceOfStore = new Int16Array(this.maxStoreId + 1).fill(-1);
    for (let s = 0; s < n; s++) {
      const store = this.storeId[s]!;
      const province = this.provinceId[s]!;
      if (provinceOfStore[store] === -1 && province <= 0x7fff) provinceOfStore[store] = province;
      else if (provinceOfStore[store] !== province) {
        provinceOfStore = new Int16Array(0);
        break;
      }
      if (s % STEPS_A_LOOK === 0) await slices.pause();
    }
    const int32 = (values: number[]) => copyInSlices(new Int32Array(values.length), values, slices);
    const columns: IndexColumns = {
      productId: await int32(this.productId),
      price: await copyInSlices(new Float64Array(n), this.price, slices),
      dollars: await copyInSlices(new Uint8Array(n), this.dollars, slices),
      storeId: await int32(this.storeId),
      provinceId: await int32(this.provinceId),
      inStock: await copyInSlices(new Uint8Array(n), this.inStock, slices),
      modelId: await int32(this.modelId),
      modelCode: await int32(this.modelCode),
      modelCodes: this.modelCodes,
      modelCodeIds: this.codeIds,
      partType: await copyInSlices(new Uint8Array(n), this.partType, slices),
      partTypes: this.partTypes,
      ...(await slotsByModel(this.modelId, slices)),
      categoryStart: await int32(this.categoryStart),
      categoryIds: await int32(this.categoryIds),
      soleCategory,
      provinceOfStore,
      entryStart: await int32(this.entryStart),
      entryLexeme: await int32(this.entryLexeme),
      positionStart: await int32(this.positionStart),
      positions: await copyInSlices(new Uint16Array(this.positions.length), this.positions, slices),
      length: await int32(this.length),
      textId: await int32(this.textId),
      texts: this.textIds.size,
      lexemes: this.lexemes,
      lexemeIds: this.lexemeIds,
      maxStoreId: this.maxStoreId,
      maxProvinceId: this.maxProvinceId,
      maxCategoryId: this.maxCategoryId,
    };
    const postingStart = new Int32Array(this.counts.length + 1);
    for (let l = 0; l < this.counts.length; l++) postingStart[l + 1] = postingStart[l]! + this.counts[l]!;
    const postingSlots = new Int32Array(postingStart[this.counts.length]!);
    const filled = postingStart.slice(0, this.counts.length);
    for (let s = 0; s < n; s++) {
      for (let e = columns.entryStart[s]!; e < columns.entryStart[s + 1]!; e++) {
        postingSlots[filled[columns.entryLexeme[e]!]!++] = s;
      }
      if (s % STEPS_A_LOOK === 0) await slices.pause();
    }
    return new MatchIndex(columns, postingStart, postingSlots, await indexOrders(columns, slices));
  }
}

/** `values` copied into `out`, in slices. */
async function copyInSlices<T extends Int32Array | Float64Array | Uint8Array | Uint16Array>(
  out: T,
  values: number[],
  slices: TimeSlices,
): Promise<T> {
  for (let i = 0; i < values.length; i++) {
    out[i] = values[i]!;
    if (i % STEPS_A_LOOK === 0) await slices.pause();
  }
  return out;
}
