import { useId, useState } from 'react';
import { withQuery } from '../lib/search-context';
import { useSearchContext } from './use-search-context';

/** Search within the current store or category; empty or spaces-only text is ignored. */
export function ContextSearchBox() {
  const { context, setIndexUiState } = useSearchContext();
  const [text, setText] = useState('');
  const id = useId();
  const scope = context.store ?? context.category;
  if (!scope) return null;
  return (
    <form
      role="search"
      className="context-search"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim();
        if (!query) return;
        setIndexUiState((state) => withQuery(state, query));
      }}
    >
      <label htmlFor={id} className="filter-group__title">
        Buscar en {scope}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
      />
    </form>
  );
}
