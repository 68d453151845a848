import { CATEGORIES } from '../../../config/categories';
import { FACETS } from '../routing/search-indices';
import { FacetFilter } from './facet-filter';
import { PriceRangeFilter } from './price-range-filter';
import { SpecFilters } from '../../specs/components/spec-filters';

const CATEGORY_TITLES = CATEGORIES.map((category) => category.title);

/**
 * Price range, categories, provinces and the chosen category's spec filters: the sidebar on desktop,
 * the 'Filtros' modal on mobile.
 */
export function FiltersPanel({ onLeave, onDone }: { onLeave: () => void; onDone?: () => void }) {
  return (
    <div className="filters-panel">
      <PriceRangeFilter onLeave={onLeave} onDone={onDone} />
      <FacetFilter
        attribute={FACETS.category}
        title="Categorías"
        values={CATEGORY_TITLES}
        limit={20}
        clearsQuery
        onDone={onDone}
      />
      <FacetFilter attribute={FACETS.province} title="Provincias" limit={24} onDone={onDone} />
      <SpecFilters onDone={onDone} />
    </div>
  );
}
