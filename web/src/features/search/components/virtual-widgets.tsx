import {
  Configure,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useSortBy,
} from 'react-instantsearch';
import { FACETS, PRICE_ATTRIBUTE, SORT_ITEMS } from '../routing/search-indices';

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
  return <Configure hitsPerPage={hitsPerPage} />;
}
