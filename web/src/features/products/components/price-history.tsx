import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useModelHistory } from '../api/get-model-history';
import { usePriceHistory } from '../api/get-price-history';

const PriceHistoryChart = lazy(() => import('./price-history-chart'));

export const NO_HISTORY_TEXT = 'Este producto no cuenta con historial de precio.';
export const COMPARE_HISTORY_LABEL = 'Ver también el precio más bajo entre tiendas';

/**
 * 'Historial de precio': the chart, or the no-history text when there is none or it failed to load.
 * When other stores offer the same product, the chart can also show its lowest price across stores.
 */
export function PriceHistory({
  productId,
  compareStores = false,
}: {
  productId: string;
  compareStores?: boolean;
}) {
  const { data, isPending, isError } = usePriceHistory(productId);
  const [withLowest, setWithLowest] = useState(false);
  const lowest = useModelHistory(productId, compareStores && withLowest);
  const entries = data ?? [];
  const showLowest = compareStores && withLowest && (lowest.data?.length ?? 0) > 0;
  return (
    <section className="price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title" className="section-title">
        Historial de precio
      </h2>
      {compareStores && entries.length > 0 && (
        <label className="price-history__toggle">
          <input type="checkbox" checked={withLowest} onChange={(e) => setWithLowest(e.target.checked)} />
          {COMPARE_HISTORY_LABEL}
        </label>
      )}
      {isPending || (withLowest && lowest.isPending) ? (
        <div className="price-history__canvas">
          <Spinner label="Cargando historial de precio" />
        </div>
      ) : isError || entries.length === 0 ? (
        <p className="price-history__empty">{NO_HISTORY_TEXT}</p>
      ) : (
        <div className="price-history__canvas" data-testid="price-history-chart">
          <Suspense fallback={<Spinner label="Cargando gráfico" />}>
            <PriceHistoryChart entries={entries} lowest={showLowest ? lowest.data : undefined} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
