import { searchRelaxed } from '../relax-query';
import { Meilisearch, type Index } from 'meilisearch';
import { MEILI_INDEX, meiliSettings } from '@hardprecios/search-config/meilisearch';
import { hardwareSynonyms } from '../../hardware/query/synonyms';
import type { Db } from '../../db/client';
import type { FacetField, SearchEngine, SearchHit, SearchParams, SearchResult } from '../search-engine';
import { meiliDocumentsAfter, meiliDocumentsByIds, type MeiliDocument } from './meili-documents.repository';

export interface MeiliSearchOptions {
  url: string;
  apiKey?: string;
  /** Index uid (tests use one of their own). */
  index?: string;
  /** Wait until Meilisearch has applied each write (tests; a rebuild always waits). */
  waitForWrites?: boolean;
}

const ATTRIBUTE: Record<FacetField, 'categoriaIds' | 'tiendaId' | 'provinciaId' | 'modeloId'> = {
  model: 'modeloId',
  category: 'categoriaIds',
  store: 'tiendaId',
  province: 'provinciaId',
};
const BATCH = 5000;
const LONG_WAIT = { timeout: 30 * 60_000, interval: 200 };

/** The filter expression of a search: price rules, hidden ids and the facet filter groups. */
export function meiliFilter(params: SearchParams): string[] {
  const filters: string[] = [];
  // The threshold is about pesos; a peso range reads precioPesos, which dollar listings do not have.
  if (params.priceAbove !== undefined) filters.push(`(moneda = "USD" OR precio > ${params.priceAbove})`);
  if (params.minPrice !== undefined) filters.push(`precioPesos >= ${params.minPrice}`);
  if (params.maxPrice !== undefined) filters.push(`precioPesos <= ${params.maxPrice}`);
  if (params.excludeIds?.length) filters.push(`id NOT IN [${params.excludeIds.join(', ')}]`);
  for (const group of params.filters ?? []) {
    filters.push(
      group.length ? `(${group.map((t) => `${ATTRIBUTE[t.field]} = ${t.id}`).join(' OR ')})` : 'id < 0',
    );
  }
  return filters;
}

/** Price orders list every peso listing first ('ARS' sorts before 'USD'), as the PostgreSQL engine. */
export function meiliSort(params: SearchParams): string[] | undefined {
  if (params.sort === 'price_desc') return ['moneda:asc', 'precio:desc', 'id:asc'];
  // Without words to rank by, "relevance" is cheapest first, as in the PostgreSQL engine.
  if (params.sort === 'price_asc' || params.query.trim() === '')
    return ['moneda:asc', 'precio:asc', 'id:asc'];
  return undefined;
}

const toHit = (d: MeiliDocument): SearchHit => ({
  productId: d.id,
  name: d.nombre,
  brand: d.marca,
  price: d.precio,
  currency: d.moneda,
  image: d.imagen,
  storeId: d.tiendaId,
  storeName: d.tienda,
  provinceId: d.provinciaId,
  categoryIds: d.categoriaIds,
  inStock: d.disponible,
  modelId: d.modeloId ?? null,
});

/**
 * The Meilisearch engine (MEILI_URL): one index of the search documents, settings from
 * search-config/. The catalog writers keep it in step through syncProducts / rebuildAll.
 */
export class MeiliSearchEngine implements SearchEngine {
  readonly name = 'meilisearch' as const;
  private readonly client: Meilisearch;
  private readonly uid: string;
  private ready: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: MeiliSearchOptions,
  ) {
    this.client = new Meilisearch({ host: options.url, apiKey: options.apiKey });
    this.uid = options.index ?? MEILI_INDEX;
  }

  private index(): Index<MeiliDocument> {
    return this.client.index<MeiliDocument>(this.uid);
  }

  /** Creates the index when missing and applies the settings, once per process. */
  private ensureIndex(): Promise<void> {
    this.ready ??= this.prepare(this.uid).catch((err: unknown) => {
      this.ready = undefined;
      throw err;
    });
    return this.ready;
  }

  private async prepare(uid: string): Promise<void> {
    const exists = await this.client.getIndex(uid).then(
      () => true,
      () => false,
    );
    if (!exists) await this.client.createIndex(uid, { primaryKey: 'id' }).waitTask(LONG_WAIT);
    // The word groups of search-config, and the hardware words of core/src/hardware/query.
    await this.client.index(uid).updateSettings(meiliSettings(hardwareSynonyms())).waitTask(LONG_WAIT);
  }

  search(params: SearchParams): Promise<SearchResult> {
    return params.relaxIfEmpty ? searchRelaxed(params, (p) => this.searchAll(p)) : this.searchAll(params);
  }

  /** A search of every word of the query. */
  private async searchAll(params: SearchParams): Promise<SearchResult> {
    await this.ensureIndex();
    const facets = (params.facets ?? []).map((f) => ATTRIBUTE[f]);
    const wantsStats = params.priceStats ?? false;
    // Page mode gives exact totals; offsets off a page boundary fetch from the start and cut.
    const aligned = params.limit > 0 && params.offset % params.limit === 0;
    const paging = aligned
      ? { page: params.offset / params.limit + 1, hitsPerPage: params.limit }
      : { page: 1, hitsPerPage: params.limit > 0 ? params.offset + params.limit : 0 };
    const response = await this.index().search(params.query, {
      filter: meiliFilter(params),
      facets: wantsStats ? [...facets, 'precioPesos'] : facets,
      sort: meiliSort(params),
      // The grouped view: Meilisearch keeps the best-ranked document of each model. Its facetDistribution is
      // then of those kept documents (one per model), which is as near to counting products as its API goes:
      // a model sold by three stores counts under the kept listing's store only, not under each of the three
      // as the PostgreSQL engine counts it (no search parameter counts distinct values per facet value).
      ...(params.distinct ? { distinct: 'modeloId' } : {}),
      matchingStrategy: 'all',
      ...paging,
    });
    const hits = (aligned ? response.hits : response.hits.slice(params.offset)) as MeiliDocument[];
    // idsOnly spares nothing here: Meilisearch sends its documents anyway.
    const shown = hits.map(toHit);
    const result: SearchResult = {
      hits: shown,
      ids: shown.map((hit) => hit.productId),
      total: response.totalHits,
      facets: {},
      priceStats: null,
    };
    for (const field of params.facets ?? []) {
      const distribution = response.facetDistribution?.[ATTRIBUTE[field]] ?? {};
      result.facets[field] = new Map(Object.entries(distribution).map(([id, n]) => [Number(id), n]));
    }
    // Of peso prices only: dollar listings have no precioPesos.
    const stats = response.facetStats?.precioPesos;
    if (wantsStats && stats && response.totalHits > 0) result.priceStats = { min: stats.min, max: stats.max };
    return result;
  }

  async syncProducts(productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.ensureIndex();
    for (let i = 0; i < productIds.length; i += BATCH) {
      const ids = productIds.slice(i, i + BATCH);
      const documents = await meiliDocumentsByIds(this.db, ids);
      const present = new Set(documents.map((d) => d.id));
      const gone = ids.filter((id) => !present.has(id));
      const writes = [];
      if (documents.length) writes.push(this.index().addDocuments(documents));
      if (gone.length) writes.push(this.index().deleteDocuments(gone));
      if (this.options.waitForWrites) for (const write of writes) await write.waitTask(LONG_WAIT);
      else await Promise.all(writes);
    }
  }

  /** Fills a fresh index from every search document, then swaps it in: searches never see it half-built. */
  async rebuildAll(): Promise<void> {
    await this.ensureIndex();
    const staging = `${this.uid}_rebuild`;
    await this.client.deleteIndexIfExists(staging);
    await this.prepare(staging);
    let last;
    for (let after = 0; ;) {
      const documents = await meiliDocumentsAfter(this.db, after, BATCH);
      if (documents.length === 0) break;
      last = this.client.index(staging).addDocuments(documents);
      await last;
      after = documents[documents.length - 1]!.id;
    }
    // Tasks of one index run in order: the last one done means every batch is in.
    if (last) await last.waitTask(LONG_WAIT);
    await this.client.swapIndexes([{ indexes: [this.uid, staging], rename: false }]).waitTask(LONG_WAIT);
    await this.client.deleteIndex(staging).waitTask(LONG_WAIT);
  }

  /** Drops the index (tests clean up after themselves). */
  async dropIndex(): Promise<void> {
    this.ready = undefined;
    await this.client.deleteIndexIfExists(this.uid);
  }

  async close(): Promise<void> {}
}
