import { useAtom } from 'jotai';
import { useId } from 'react';
import { usePagination } from 'react-instantsearch';
import { PAGE_SIZES } from '../../../config/constants';
import { chosenPageSizeAtom } from '../state/search-atoms';

/**
 * 12, 24 or 48 per page; changing it returns to page 1. Where the screen's width sets the size (6 or 8,
 * spec section 5) the box shows that size, fixed, so it says what the page shows.
 */
export function PageSizeSelect({ shown }: { shown: number }) {
  const [chosen, setChosen] = useAtom(chosenPageSizeAtom);
  const { refine } = usePagination();
  const id = useId();
  if (shown !== chosen)
    return (
      <div className="select-field">
        <label htmlFor={id}>Mostrar</label>
        <select
          id={id}
          value={shown}
          disabled
          title={`Con este ancho de pantalla se muestran ${shown} por página`}
        >
          <option value={shown}>{shown}</option>
        </select>
      </div>
    );
  return (
    <div className="select-field">
      <label htmlFor={id}>Mostrar</label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => {
          setChosen(Number(event.target.value));
          refine(0);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
