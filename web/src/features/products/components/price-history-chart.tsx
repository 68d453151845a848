import {
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { Currency, ModelDailyPrice, PriceHistoryEntry } from '../../../api/types';
import { formatPrice } from '../../../lib/format';
import { historyChartData } from '../lib/history-chart-data';

// Only what a line chart with tooltips needs, so the chunk stays small.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Filler,
  Legend,
);

/**
 * Loaded lazily (chart.js is heavy): the history as steps, one per day up to today, dates as day/month.
 * With `lowest`, a second line shows the product's lowest price across stores.
 */
export default function PriceHistoryChart({
  entries,
  currency,
  lowest,
}: {
  /** Prices in `currency` (and `lowest`, when given, in pesos as they are). */
  entries: PriceHistoryEntry[];
  currency: Currency;
  lowest?: ModelDailyPrice[];
}) {
  const price = (value: unknown) => formatPrice(Number(value), currency);
  const compared = Boolean(lowest);
  const data = historyChartData(entries, lowest);
  return (
    <Line
      aria-label={
        compared
          ? 'Gráfico del historial de precio y del precio más bajo entre tiendas'
          : 'Gráfico del historial de precio'
      }
      role="img"
      data={data}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: compared },
          tooltip: {
            callbacks: {
              label: (item) =>
                compared ? `${item.dataset.label}: ${price(item.parsed.y)}` : price(item.parsed.y),
            },
          },
        },
        scales: { y: { ticks: { callback: (value) => price(value) } } },
      }}
    />
  );
}
