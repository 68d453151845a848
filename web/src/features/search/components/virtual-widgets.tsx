import {
  Configure,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useSortBy,
} from 'react-instantsearch';
import { useLocation } from 'react-router-dom';
import { isGroupedView } from '../lib/grouped-view';
import { FACETS, PRICE_ATTRIBUTE, SORT_ITEMS } from '../routing/search-indices';
import { SpecVirtualWidgets } from '../../specs/components/spec-filters';

/**
 * Widgets with no UI that must stay mounted so their part of the state
 * (query, store, price range, sort, page) is applied to searches and written to the address even while no visible widget shows it.
 */
export function VirtualWidgets({ hitsPerPage }: { hitsPerPage: number }) {
  useSearchBox();
  useRefinementList({ attribute: FACETS.store, limit: 1 });
  useRefinementList({ attribute: FACETS.category, limit: 20 });
  useRefinementList({ attribute: FACETS.province, limit: 24 });
  useRange({ attribute: PRICE_ATTRIBUTE, precision: 0 });
  useSortBy({ items: SORT_ITEMS });
  usePagination();
  // The grouped view, the default, asks for one hit per product (Algolia's distinct; see
  // api/src/README.md); said either way, so the state (and so the address) knows the listing view.
  const grouped = isGroupedView(useLocation().search);
  return (
    <>
      <SpecVirtualWidgets />
      {/* A query that finds nothing with every word is answered without the fewest it can do without
          (core/src/search/relax-query.ts); the header says so. */}
      <Configure hitsPerPage={hitsPerPage} distinct={grouped} removeWordsIfNoResults="allOptional" />
    </>
  );
}
