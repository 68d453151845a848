import { useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { useCandidates } from '../api/builder';
import type { Build, Slot } from '../lib/build';

export const PICKER_TEXT = {
  search: (label: string) => `Buscar ${label.toLowerCase()}`,
  showIncompatible: 'Mostrar incompatibles',
  incompatible: 'Incompatible',
  choose: 'Elegir',
  none: 'No encontramos partes compatibles con lo que ya elegiste.',
} as const;

/** Searches the slot's part type; by default only what fits the parts already chosen. */
export function PartPicker({
  slot,
  build,
  onPick,
  onClose,
}: {
  slot: Slot;
  build: Build;
  onPick: (id: number) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const inputId = useId();
  const { data, isPending, isError } = useCandidates(slot, query, build);
  const shown = (data ?? []).filter((c) => showAll || c.compatible !== false);
  return (
    <Modal title={`Elegí: ${slot.label}`} onClose={onClose}>
      <form
        className="picker__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {PICKER_TEXT.search(slot.label)}
        </label>
        <input
          id={inputId}
          type="search"
          className="picker__input"
          placeholder={PICKER_TEXT.search(slot.label)}
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          Buscar
        </button>
      </form>
      <label className="picker__toggle">
        <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
        {PICKER_TEXT.showIncompatible}
      </label>
      {isPending ? (
        <Spinner block label="Buscando" />
      ) : isError ? (
        <p className="picker__empty">No pudimos buscar. Probá de nuevo.</p>
      ) : shown.length === 0 ? (
        <p className="picker__empty">{PICKER_TEXT.none}</p>
      ) : (
        <ul className="picker__list" aria-label={`Opciones de ${slot.label}`}>
          {shown.map((c) => (
            <li
              key={c.id}
              className={c.compatible === false ? 'picker__item is-incompatible' : 'picker__item'}
            >
              <div className="picker__info">
                <span className="picker__name">{c.nombre}</span>
                <span className="picker__price">
                  {c.precioDesde ? formatPrice(c.precioDesde, 'ARS') : formatPrice(c.precio, c.moneda)}
                  {c.tiendasCount
                    ? ` · ${c.tiendasCount} ${c.tiendasCount === 1 ? 'tienda' : 'tiendas'}`
                    : ''}
                </span>
                {c.compatible === false && (
                  <span className="picker__warning">
                    <strong>{PICKER_TEXT.incompatible}:</strong> {c.incompatibilidades.join(' ')}
                  </span>
                )}
              </div>
              <button
                type="button"
                className="button"
                aria-label={`${PICKER_TEXT.choose} ${c.nombre}`}
                onClick={() => onPick(c.id)}
              >
                {PICKER_TEXT.choose}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
