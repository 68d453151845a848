import { useId } from 'react';
import { useSortBy } from 'react-instantsearch';
import { SORT_ITEMS } from '../routing/search-indices';

/** Sort by price: '-' (Seleccionar), 'mayor precio' (descending), 'menor precio' (ascending). */
export function SortSelect() {
  const { currentRefinement, refine } = useSortBy({ items: SORT_ITEMS });
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id}>Ordenar por</label>
      <select id={id} value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {SORT_ITEMS.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
