import { useEffect, useId, useState } from 'react';
import { useRange } from 'react-instantsearch';
import { formatPrice } from '../../../lib/format';
import { withRange, withoutRange, hasNoContext } from '../lib/search-context';
import { PRICE_ATTRIBUTE } from '../routing/search-indices';
import { useSearchContext } from './use-search-context';

function bound(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

/**
 * Price range (in pesos: a peso range matches no dollar listing) with two sliders, 'Aplicar' (writes the range to the address, back to page 1) and
 * 'Limpiar' (removes it; with no other filter it goes home).
 */
export function PriceRangeFilter({ onLeave, onDone }: { onLeave: () => void; onDone?: () => void }) {
  const { range, start } = useRange({ attribute: PRICE_ATTRIBUTE, precision: 0 });
  const { context, setIndexUiState } = useSearchContext();
  const floor = Math.floor(bound(range.min, 0));
  const ceiling = Math.ceil(bound(range.max, floor));
  const [min, setMin] = useState(floor);
  const [max, setMax] = useState(ceiling);
  const startMin = bound(start[0], floor);
  const startMax = bound(start[1], ceiling);
  useEffect(() => {
    setMin(Math.max(floor, startMin));
    setMax(Math.min(ceiling, startMax));
  }, [floor, ceiling, startMin, startMax]);
  const minId = useId();
  const maxId = useId();
  const disabled = ceiling <= floor && !context.hasRange;

  return (
    <fieldset className="filter-group price-range" disabled={disabled}>
      <legend className="filter-group__title">Precio</legend>
      <div className="price-range__field">
        <label htmlFor={minId}>Precio mínimo</label>
        <input
          id={minId}
          type="range"
          min={floor}
          max={ceiling}
          step={1}
          value={min}
          aria-valuetext={formatPrice(min, 'ARS')}
          onChange={(event) => setMin(Math.min(Number(event.target.value), max))}
        />
        <output htmlFor={minId}>{formatPrice(min, 'ARS')}</output>
      </div>
      <div className="price-range__field">
        <label htmlFor={maxId}>Precio máximo</label>
        <input
          id={maxId}
          type="range"
          min={floor}
          max={ceiling}
          step={1}
          value={max}
          aria-valuetext={formatPrice(max, 'ARS')}
          onChange={(event) => setMax(Math.max(Number(event.target.value), min))}
        />
        <output htmlFor={maxId}>{formatPrice(max, 'ARS')}</output>
      </div>
      <div className="price-range__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setIndexUiState((state) => withRange(state, min, max));
            onDone?.();
          }}
        >
          Aplicar
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (hasNoContext(context)) onLeave();
            else setIndexUiState((state) => withoutRange(state));
            onDone?.();
          }}
        >
          Limpiar
        </button>
      </div>
    </fieldset>
  );
}
