import type { Db } from '../../db/client';
import type { SearchHit, SearchSort } from '../search-engine';
import {
  searchAggregates,
  searchDistinctPage,
  searchDocumentsByIds,
  searchPageIds,
  type Aggregates,
  type AggregatesRequest,
  type DocumentFilter,
} from './postgres-search.repository';

/**
 * Where the PostgreSQL engine gets matches, counts and orders: SQL (here), or the in-memory index
 * (memory/memory-backend.ts), which gives the same answers.
 */
export interface SearchBackend {
  /** `page` is undefined when the request asked `idsOnly` and the backend did not need to read it. */
  aggregates(
    request: AggregatesRequest,
  ): Promise<Aggregates & { ids: number[]; page: SearchHit[] | undefined }>;
  pageIds(filter: DocumentFilter, sort: SearchSort, offset: number, limit: number): Promise<number[]>;
  distinctPage(
    filter: DocumentFilter,
    sort: SearchSort,
    offset: number,
    limit: number,
  ): Promise<{ total: number; ids: number[] }>;
  /**
   * The documents of a page of these ids, in their order; with `idsOnly`, undefined unless reading them
   * is what tells which ids still pass the filter (a stale index).
   */
  documents(ids: number[], filter: DocumentFilter, idsOnly?: boolean): Promise<SearchHit[] | undefined>;
}

export function sqlBackend(db: Db): SearchBackend {
  return {
    aggregates: (request) => searchAggregates(db, request),
    pageIds: (filter, sort, offset, limit) => searchPageIds(db, filter, sort, offset, limit),
    distinctPage: (filter, sort, offset, limit) => searchDistinctPage(db, filter, sort, offset, limit),
    documents: async (ids, _filter, idsOnly) => (idsOnly ? undefined : searchDocumentsByIds(db, ids)),
  };
}
