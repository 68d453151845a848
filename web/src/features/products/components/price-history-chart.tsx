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
import { formatDayMonth, formatPrice } from '../../../lib/format';
import { comparedSeries } from '../lib/daily-prices';

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

const LISTING_LINE = {
  borderColor: '#0b3d91',
  backgroundColor: 'rgba(11, 61, 145, 0.12)',
  tension: 0.4,
  pointRadius: 3,
};
const LOWEST_LINE = {
  borderColor: '#1d6b2f',
  backgroundColor: 'rgba(29, 107, 47, 0.1)',
  tension: 0.4,
  pointRadius: 2,
  borderDash: [6, 4],
};

/**
 * Loaded lazily (chart.js is heavy): the history as a smoothed line, dates as day/month. With `lowest`,
 * a second line, day by day, shows the product's lowest price across stores.
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
  const compared = lowest ? comparedSeries(entries, lowest) : undefined;
  const data = compared
    ? {
        labels: compared.days.map((day) => formatDayMonth(`${day}T12:00:00`)),
        datasets: [
          { label: 'Esta tienda', data: compared.listing, fill: false, spanGaps: true, ...LISTING_LINE },
          { label: 'Más bajo entre tiendas', data: compared.lowest, fill: false, ...LOWEST_LINE },
        ],
      }
    : {
        labels: entries.map((entry) => formatDayMonth(entry.fechaDeCambio)),
        datasets: [
          { label: 'Precio', data: entries.map((entry) => entry.precioActual), fill: true, ...LISTING_LINE },
        ],
      };
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
          legend: { display: Boolean(compared) },
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
