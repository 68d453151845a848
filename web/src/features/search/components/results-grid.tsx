import type { ReactNode } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import type { SearchHit } from '../../../api/types';
import { PRICE_HIDE_THRESHOLD, SKELETON_MS } from '../../../config/constants';
import { useElapsed } from '../../../lib/use-elapsed';
import { contextLabel } from '../lib/search-context';
import { useSearchContext } from './use-search-context';

interface ResultsGridProps {
  renderHit: (hit: SearchHit, index: number) => ReactNode;
  renderSkeleton: () => ReactNode;
  skeletonCount: number;
}

/** Hits priced 100 or less are never shown (spec section 5). */
export function visibleHits<T extends { precio: number }>(hits: readonly T[]): T[] {
  return hits.filter((hit) => hit.precio > PRICE_HIDE_THRESHOLD);
}

/** The product grid: skeletons for 1 s whenever the list changes, then the cards or the empty text. */
export function ResultsGrid({ renderHit, renderSkeleton, skeletonCount }: ResultsGridProps) {
  const { items } = useHits<SearchHit & Record<string, unknown>>();
  const { status, results } = useInstantSearch();
  const { context } = useSearchContext();
  const hits = visibleHits(items);
  const listKey = hits.map((hit) => hit.objectID).join(',');
  const settled = useElapsed(SKELETON_MS, listKey);
  const waiting = !results || results.__isArtificial === true || status === 'stalled';

  const loading = waiting || (!settled && hits.length > 0);
  if (!loading && hits.length === 0) {
    return (
      <p className="empty-text">No se encontraron resultados para la búsqueda "{contextLabel(context)}".</p>
    );
  }
  // List items are keyed by position so the same boxes go from skeleton to card (nothing moves).
  const count = waiting ? skeletonCount : hits.length;
  return (
    <ul
      className="products-grid"
      aria-busy={loading}
      aria-label={loading ? 'Cargando productos' : 'Productos'}
    >
      {Array.from({ length: count }, (_, index) => {
        const hit = hits[index];
        return <li key={index}>{loading || !hit ? renderSkeleton() : renderHit(hit, index)}</li>;
      })}
    </ul>
  );
}
