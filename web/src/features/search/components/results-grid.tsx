import { useState, type ReactNode } from 'react';
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
  /** The first answer came with the page's HTML (src/ssr/). */
  serverRendered?: boolean;
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
 *
 * A page the server rendered already has its cards in the HTML, each under a skeleton that CSS lifts
 * after 1 s from the first paint (listing.css), before any script has run; hydration keeps that markup
 * until the shopper asks for another search.
 */
export function ResultsGrid({ renderHit, renderSkeleton, skeletonCount, serverRendered }: ResultsGridProps) {
  const { items } = useHits<SearchHit & Record<string, unknown>>();
  const { status, results, indexUiState } = useInstantSearch();
  const { context } = useSearchContext();
  const hits = visibleHits(items);
  const searchKey = JSON.stringify(indexUiState);
  const shownLongEnough = useElapsed(SKELETON_MS, searchKey);
  const waiting = !results || results.__isArtificial === true || status === 'loading' || status === 'stalled';
  // The server's answer is what shows until the shopper asks for something else. (The page size joins
  // the state as `configure` only once the page runs, so the question is compared without it.)
  const askedKey = JSON.stringify({ ...indexUiState, configure: undefined });
  const [serverAnswer] = useState(() =>
    serverRendered && results ? { askedKey, hitsPerPage: results.hitsPerPage } : null,
  );
  const showingServerAnswer =
    serverAnswer !== null &&
    !waiting &&
    askedKey === serverAnswer.askedKey &&
    results.hitsPerPage === serverAnswer.hitsPerPage;
  if (showingServerAnswer && hits.length > 0) {
    return (
      <ul className="products-grid products-grid--first-paint" aria-label="Productos">
        {hits.map((hit, index) => (
          <li key={index}>
            {renderHit(hit, index)}
            <div className="products-grid__cover">{renderSkeleton()}</div>
          </li>
        ))}
      </ul>
    );
  }
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
