import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { usePriceHistory } from '../api/get-price-history';

const PriceHistoryChart = lazy(() => import('./price-history-chart'));

export const NO_HISTORY_TEXT = 'Este producto no cuenta con historial de precio.';

/** 'Historial de precio': the chart, or the no-history text when there is none or it failed to load. */
export function PriceHistory({ productId }: { productId: string }) {
  const { data, isPending, isError } = usePriceHistory(productId);
  const entries = data ?? [];
  return (
    <section className="price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title" className="section-title">
        Historial de precio
      </h2>
      {isPending ? (
        <div className="price-history__canvas">
          <Spinner label="Cargando historial de precio" />
        </div>
      ) : isError || entries.length === 0 ? (
        <p className="price-history__empty">{NO_HISTORY_TEXT}</p>
      ) : (
        <div className="price-history__canvas" data-testid="price-history-chart">
          <Suspense fallback={<Spinner label="Cargando gráfico" />}>
            <PriceHistoryChart entries={entries} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
