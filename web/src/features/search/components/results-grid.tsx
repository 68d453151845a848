import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { useHits, useInstantSearch } from 'react-instantsearch';
import type { SearchHit } from '../../../api/types';
import { EAGER_CARD_IMAGES, PRICE_HIDE_THRESHOLD, SKELETON_MS } from '../../../config/constants';
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

/**
 * The product grid. Spec: a skeleton shows for 1 s. It shows as soon as a search is asked for (the page
 * opens, a filter, the sort or the page changes) and gives way to the cards when the answer is in and
 * it has shown for 1 s, so a slow answer is not followed by another second of skeleton. The first
 * cards' images are fetched while the skeleton still shows.
 */
export function ResultsGrid({ renderHit, renderSkeleton, skeletonCount }: ResultsGridProps) {
  const { items } = useHits<SearchHit & Record<string, unknown>>();
  const { status, results, indexUiState } = useInstantSearch();
  const { context } = useSearchContext();
  const hits = visibleHits(items);
  const shownLongEnough = useElapsed(SKELETON_MS, JSON.stringify(indexUiState));
  const waiting = !results || results.__isArtificial === true || status === 'loading' || status === 'stalled';
  const loading = waiting || (!shownLongEnough && hits.length > 0);
  if (loading && !waiting) {
    for (const hit of hits.slice(0, EAGER_CARD_IMAGES)) {
      if (hit.imagen) preload(hit.imagen, { as: 'image', fetchPriority: 'high' });
    }
  }

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
