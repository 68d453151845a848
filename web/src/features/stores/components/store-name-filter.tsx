import { useAtom } from 'jotai';
import { useId } from 'react';
import { storeKeySearchAtom } from '../state/stores-atoms';

/** The header's field on /stores: filters the stores by name as the user types; empty shows all. */
export default function StoreNameFilter() {
  const [text, setText] = useAtom(storeKeySearchAtom);
  const id = useId();
  return (
    <form role="search" className="word-search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        Buscar tiendas por nombre
      </label>
      <input
        id={id}
        type="search"
        className="word-search__input word-search__input--alone"
        value={text}
        placeholder="Buscar tienda..."
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
