import { usePagination } from 'react-instantsearch';
import { Pagination } from '../../../components/ui/pagination';
import { RESULTS_PAGINATION_WINDOW } from '../../../config/constants';
import { animateScrollToTop } from '../../../lib/scroll';

/** Results pagination: 5 page buttons at a time. */
export function ResultsPagination() {
  const { currentRefinement, nbPages, refine } = usePagination();
  return (
    <Pagination
      current={currentRefinement + 1}
      totalPages={nbPages}
      windowSize={RESULTS_PAGINATION_WINDOW}
      label="Páginas de resultados"
      onChange={(page) => {
        refine(page - 1);
        animateScrollToTop();
      }}
    />
  );
}
