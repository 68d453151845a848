import { useRefinementList } from 'react-instantsearch';
import { withoutSpecs, withQuery, withRefinement } from '../lib/search-context';
import { useSearchContext } from './use-search-context';

interface FacetFilterProps {
  attribute: string;
  title: string;
  /** Every value to offer in this order (e.g. the fixed categories), counts from the results. */
  values?: readonly string[];
  limit: number;
  /** Choosing a category also clears the search word (spec section 4). */
  clearsQuery?: boolean;
  onDone?: () => void;
  /** How a value reads ('liquido' → 'Líquida'); the value itself by default. */
  labelOf?: (value: string) => string;
}

/** One-choice list (category or province) with result counts; choosing again removes it. */
export function FacetFilter({
  attribute,
  title,
  values,
  limit,
  clearsQuery = false,
  onDone,
  labelOf = (value) => value,
}: FacetFilterProps) {
  const { items } = useRefinementList({ attribute, limit });
  const { setIndexUiState } = useSearchContext();
  const counts = new Map(items.map((item) => [item.value, item]));
  const options = values
    ? values.map((value) => ({
        value,
        count: counts.get(value)?.count,
        active: counts.get(value)?.isRefined ?? false,
      }))
    : items.map((item) => ({ value: item.value, count: item.count, active: item.isRefined }));
  const titleId = `${attribute}-filter-title`;
  return (
    <div className="filter-group">
      <h2 className="filter-group__title" id={titleId}>
        {title}
      </h2>
      <ul className="filter-list" aria-labelledby={titleId}>
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className={option.active ? 'filter-option is-active' : 'filter-option'}
              aria-pressed={option.active}
              onClick={() => {
                setIndexUiState((state) => {
                  // Another category has other spec filters: the chosen ones go with the category.
                  const base = clearsQuery
                    ? withoutSpecs(option.active ? state : withQuery(state, ''))
                    : state;
                  return withRefinement(base, attribute, option.active ? undefined : option.value);
                });
                onDone?.();
              }}
            >
              <span>{labelOf(option.value)}</span>
              {option.count !== undefined && <span className="filter-option__count">({option.count})</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
