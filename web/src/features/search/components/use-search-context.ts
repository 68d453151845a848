import { useInstantSearch } from 'react-instantsearch';
import { readSearchContext } from '../lib/search-context';

/** The current context plus the setter of the index state (one search, one address write). */
export function useSearchContext() {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  return { context: readSearchContext(indexUiState), indexUiState, setIndexUiState };
}
