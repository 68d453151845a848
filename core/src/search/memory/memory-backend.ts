import type { Db } from '../../db/client';
import type { SearchSort } from '../search-engine';
import type { SearchHit } from '../search-engine';
import {
  searchDocumentsByIds,
  searchDocumentsIfCurrent,
  type DocumentFilter,
} from '../postgres/postgres-search.repository';
import type { SearchBackend } from '../postgres/search-backend';
import type { Built, LiveMatchIndex } from './live-index';
import { aggregatesOf, compile, distinctPage, matchingSlots, orderedSlots } from './match-query';

/** The index turned out older than the catalog: the search is answered again with SQL. */
export class OutdatedIndex extends Error {}

/**
 * The same answers from the index (match-query.ts keeps them equal to the SQL's); documents for the
 * page still come from PostgreSQL, in the round trip that checks the index is current. A search without
 * a page, or whose caller reads the page itself (`idsOnly`), takes a check sent after it began (`since`,
 * see shared-checks.ts). Undefined when the index cannot evaluate this filter's query. A stale index
 * (live-index.ts) is not checked: its page shows the documents as they are now, without those that no
 * longer pass the filter.
 */
export function memoryBackend(
  db: Db,
  live: LiveMatchIndex,
  built: Built,
  filter: DocumentFilter,
  since: number,
): SearchBackend | undefined {
  const index = built.index;
  const compiled = compile(index, filter);
  if (!compiled) return undefined;
  let slots: Int32Array | undefined;
  const matches = () => (slots ??= matchingSlots(index, compiled));
  const idsOf = (sort: SearchSort, count: number) =>
    Array.from(orderedSlots(index, compiled, matches(), sort, count), (s) => index.columns.productId[s]!);
  const outdated = () => {
    live.outdated(built);
    return new OutdatedIndex();
  };
  const stale = built.stale;
  // Checked once per search: the page's round trip does it, or a shared check when there is no page
  // or the aggregates came from the engine's cache.
  let verified = stale;
  const verify = async () => {
    if (!verified && !(await built.checks.isCurrentSince(since))) throw outdated();
    verified = true;
  };
  // A stale index reads its page to leave out what no longer passes the filter, ids only or not.
  const documents = async (ids: number[], _filter?: DocumentFilter, idsOnly?: boolean) => {
    if (idsOnly && !stale) return undefined;
    const hits = await searchDocumentsByIds(db, ids);
    return stale ? hits.filter((hit) => stillPasses(hit, filter)) : hits;
  };
  return {
    async aggregates(request) {
      const all = matches();
      const aggregates = aggregatesOf(index, all, request.facets, request.priceStats, request.distinct);
      // Only up to this page, even for a large result set (the SQL returns bigIds ids for the engine to
      // keep): ordering the first 1,000 of 100,000 matches costs several times the first 24, and few
      // shoppers page on. The engine asks pageIds for them when one does, and keeps them.
      const ids = request.ids > 0 ? idsOf(request.sort, request.ids) : [];
      const pageIds = ids.slice(request.pageFrom, request.ids);
      if (stale) {
        live.answered++;
        return { ...aggregates, ids, page: await documents(pageIds, filter, request.idsOnly) };
      }
      // Without documents to read, the search takes the shared check (one statement for many searches).
      if (pageIds.length === 0 || request.idsOnly) {
        await verify();
        live.answered++;
        return { ...aggregates, ids, page: request.idsOnly ? undefined : [] };
      }
      const page = await built.checks.carry(
        () => searchDocumentsIfCurrent(db, pageIds, built.snapshot),
        (answer) => answer.current,
      );
      if (!page.current) throw outdated();
      verified = true;
      live.answered++;
      return { ...aggregates, ids, page: page.hits };
    },
    async pageIds(_filter, sort, offset, limit) {
      await verify();
      live.answered++;
      return idsOf(sort, offset + limit).slice(offset);
    },
    documents,
    async distinctPage(_filter, sort, offset, limit) {
      await verify();
      live.answered++;
      return distinctPage(index, compiled, matches(), sort, offset, limit);
    },
  };
}

/**
 * Whether a document as it is now still passes the filter's prices, exclusions and facet filters
 * (what matchingSlots checks on the index's columns).
 */
function stillPasses(hit: SearchHit, filter: DocumentFilter): boolean {
  const pesos = hit.currency === 'ARS';
  if (filter.priceAbove !== undefined && pesos && !(hit.price > filter.priceAbove)) return false;
  if (filter.minPrice !== undefined && !(pesos && hit.price >= filter.minPrice)) return false;
  if (filter.maxPrice !== undefined && !(pesos && hit.price <= filter.maxPrice)) return false;
  if (filter.excludeIds.includes(hit.productId)) return false;
  return filter.filters.every((group) =>
    group.some(
      (term) =>
        (term.field === 'store' && hit.storeId === term.id) ||
        (term.field === 'province' && hit.provinceId === term.id) ||
        (term.field === 'category' && hit.categoryIds.includes(term.id)),
    ),
  );
}
