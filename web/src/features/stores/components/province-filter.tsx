import { useState } from 'react';
import { BREAKPOINTS, STORE_PROVINCES_COLLAPSED } from '../../../config/constants';
import { useMaxWidth } from '../../../lib/use-media-query';

interface ProvinceFilterProps {
  provinces: Array<{ id: number; nombre: string; count: number }>;
  selected: number | null;
  onSelect: (id: number) => void;
}

/** Provinces with store counts; on desktop the first 4 with a 'Ver más'/'Ver menos' toggle. */
export function ProvinceFilter({ provinces, selected, onSelect }: ProvinceFilterProps) {
  const [expanded, setExpanded] = useState(false);
  const isMobile = useMaxWidth(BREAKPOINTS.mobile);
  const collapsible = !isMobile && provinces.length > STORE_PROVINCES_COLLAPSED;
  const shown = collapsible && !expanded ? provinces.slice(0, STORE_PROVINCES_COLLAPSED) : provinces;
  return (
    <div className="filter-group">
      <h2 className="filter-group__title" id="store-provinces-title">
        Provincias
      </h2>
      <ul className="filter-list" aria-labelledby="store-provinces-title">
        {shown.map((province) => (
          <li key={province.id}>
            <button
              type="button"
              className={province.id === selected ? 'filter-option is-active' : 'filter-option'}
              aria-pressed={province.id === selected}
              onClick={() => onSelect(province.id)}
            >
              <span>{province.nombre}</span> <span className="filter-option__count">({province.count})</span>
            </button>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Ver menos' : 'Ver más'}
        </button>
      )}
    </div>
  );
}
