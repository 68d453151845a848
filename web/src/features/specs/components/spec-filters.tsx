import { useEffect, useId, useState } from 'react';
import { useRange, useRefinementList } from 'react-instantsearch';
import { FacetFilter } from '../../search/components/facet-filter';
import { useSearchContext } from '../../search/components/use-search-context';
import { specFiltersOf, type SpecRangeFilter } from '../lib/spec-filters';
import { formatSpecValue } from '../lib/spec-labels';

/** The chosen category's spec filters, under the other filters: lists with counts, and ranges. */
export function SpecFilters({ onDone }: { onDone?: () => void }) {
  const { context } = useSearchContext();
  const { lists, ranges } = specFiltersOf(context.category);
  if (lists.length === 0 && ranges.length === 0) return null;
  return (
    <>
      {lists.map((f) => (
        <FacetFilter
          key={f.attribute}
          attribute={f.attribute}
          title={f.title}
          limit={30}
          onDone={onDone}
          labelOf={(value) => formatSpecValue(f.attribute, value)}
        />
      ))}
      {ranges.map((f) => (
        <SpecRange key={f.attribute} filter={f} onDone={onDone} />
      ))}
    </>
  );
}

/** Keeps the chosen category's spec filters applied while no visible widget shows them (mobile modal closed). */
export function SpecVirtualWidgets() {
  const { context } = useSearchContext();
  const { lists, ranges } = specFiltersOf(context.category);
  return (
    <>
      {lists.map((f) => (
        <VirtualList key={f.attribute} attribute={f.attribute} />
      ))}
      {ranges.map((f) => (
        <VirtualRange key={f.attribute} attribute={f.attribute} />
      ))}
    </>
  );
}

function VirtualList({ attribute }: { attribute: string }) {
  useRefinementList({ attribute, limit: 30 });
  return null;
}

function VirtualRange({ attribute }: { attribute: string }) {
  useRange({ attribute, precision: 0 });
  return null;
}

const text = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? String(n) : '');

/** 'Capacidad (GB)': from and to, within the bounds of the results; 'Aplicar' and 'Limpiar'. */
function SpecRange({ filter, onDone }: { filter: SpecRangeFilter; onDone?: () => void }) {
  const { range, start, refine, canRefine } = useRange({ attribute: filter.attribute, precision: 0 });
  const [min, setMin] = useState(text(start[0]));
  const [max, setMax] = useState(text(start[1]));
  useEffect(() => {
    setMin(text(start[0]));
    setMax(text(start[1]));
  }, [start]);
  const minId = useId();
  const maxId = useId();
  const active = Number.isFinite(start[0]) || Number.isFinite(start[1]);
  return (
    <fieldset className="filter-group spec-range" disabled={!canRefine && !active}>
      <legend className="filter-group__title">
        {filter.title} ({filter.unit})
      </legend>
      <div className="spec-range__fields">
        <label htmlFor={minId}>Desde</label>
        <input
          id={minId}
          type="number"
          inputMode="numeric"
          min={0}
          placeholder={text(range.min)}
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
        <label htmlFor={maxId}>Hasta</label>
        <input
          id={maxId}
          type="number"
          inputMode="numeric"
          min={0}
          placeholder={text(range.max)}
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
      </div>
      <div className="price-range__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            refine([min === '' ? undefined : Number(min), max === '' ? undefined : Number(max)]);
            onDone?.();
          }}
        >
          Aplicar
        </button>
        {active && (
          <button type="button" className="button" onClick={() => refine([undefined, undefined])}>
            Limpiar
          </button>
        )}
      </div>
    </fieldset>
  );
}
