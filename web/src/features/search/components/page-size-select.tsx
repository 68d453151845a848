import { useAtom } from 'jotai';
import { useId } from 'react';
import { usePagination } from 'react-instantsearch';
import { PAGE_SIZES } from '../../../config/constants';
import { chosenPageSizeAtom } from '../state/search-atoms';

/** 12, 24 or 48 per page; changing it returns to page 1. */
export function PageSizeSelect() {
  const [chosen, setChosen] = useAtom(chosenPageSizeAtom);
  const { refine } = usePagination();
  const id = useId();
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
