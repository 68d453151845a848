import { useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { useCategoryAccesses, useStoreRanking } from '../api/stats-reads';
import { categoryChartLimits, defaultChartRange, storeChartLimits, type DayLimits } from '../lib/stats-dates';
import { CountsPie } from './charts';
import { DateRangeQuery } from './date-range-query';

/** Spec section 9: the store pie shows the top 10. */
export const STORE_PIE_TOP = 10;

function PiePanel({
  title,
  limits,
  useSlices,
}: {
  title: string;
  limits: DayLimits;
  useSlices: (range: ReturnType<typeof defaultChartRange>) => {
    slices: Array<{ label: string; value: number }> | undefined;
    pending: boolean;
  };
}) {
  const [range, setRange] = useState(() => defaultChartRange(limits));
  const { slices, pending } = useSlices(range);
  return (
    <section className="bo-card bo-chart" aria-label={title}>
      <h2>{title}</h2>
      <DateRangeQuery title={title} limits={limits} initial={range} onQuery={setRange} />
      <div className="bo-chart__canvas">
        {pending ? (
          <Spinner />
        ) : slices && slices.length > 0 ? (
          <CountsPie title={title} slices={slices} />
        ) : (
          <p className="empty-text">Sin datos para esas fechas.</p>
        )}
      </div>
    </section>
  );
}

function useCategorySlices(range: ReturnType<typeof defaultChartRange>) {
  const query = useCategoryAccesses(range);
  return {
    pending: query.isPending && !query.isError,
    slices: query.data?.map((row) => ({ label: row.categoria.nombre, value: row.cantidadAccesos })),
  };
}

function useStoreSlices(range: ReturnType<typeof defaultChartRange>) {
  const query = useStoreRanking(range);
  return {
    pending: query.isPending && !query.isError,
    slices: query.data
      ?.slice(0, STORE_PIE_TOP)
      .map((row) => ({ label: row.nombreTienda, value: row.cantidadBusquedas })),
  };
}

export function CategoryAccessPie() {
  return (
    <PiePanel title="Acceso a Categorías" limits={categoryChartLimits()} useSlices={useCategorySlices} />
  );
}

export function StoreAccessPie() {
  return <PiePanel title="Acceso a Tiendas" limits={storeChartLimits()} useSlices={useStoreSlices} />;
}
