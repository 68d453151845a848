import { lazy, Suspense, useState } from 'react';
import type { Currency } from '../../../api/types';
import { Spinner } from '../../../components/ui/spinner';
import { useModelHistory } from '../api/get-model-history';
import { usePriceHistory } from '../api/get-price-history';

const PriceHistoryChart = lazy(() => import('./price-history-chart'));

export const NO_HISTORY_TEXT = 'Este producto no cuenta con historial de precio.';
export const COMPARE_HISTORY_LABEL = 'Ver también el precio más bajo entre tiendas';
/** When the listing changed currency: the chart shows its prices in today's currency only. */
export const OTHER_CURRENCY_NOTE = {
  ARS: 'Se muestran los precios en pesos; antes esta publicación tuvo precios en dólares.',
  USD: 'Se muestran los precios en dólares; antes esta publicación tuvo precios en pesos.',
} as const;

/**
 * 'Historial de precio': the chart, or the no-history text when there is none or it failed to load.
 * The chart draws the listing's prices in its currency of today (one axis never holds two currencies).
 * When other stores offer the same product in pesos, it can also show its lowest peso price across them.
 */
export function PriceHistory({
  productId,
  currency,
  compareStores = false,
}: {
  productId: string;
  currency: Currency;
  compareStores?: boolean;
}) {
  const { data, isPending, isError } = usePriceHistory(productId);
  const [withLowest, setWithLowest] = useState(false);
  const lowest = useModelHistory(productId, compareStores && withLowest);
  const entries = (data ?? []).filter((entry) => entry.moneda === currency);
  const otherCurrency = (data ?? []).length > entries.length;
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
            <PriceHistoryChart
              entries={entries}
              currency={currency}
              lowest={showLowest ? lowest.data : undefined}
            />
          </Suspense>
        </div>
      )}
      {otherCurrency && entries.length > 0 && (
        <p className="price-history__note">{OTHER_CURRENCY_NOTE[currency]}</p>
      )}
    </section>
  );
}
