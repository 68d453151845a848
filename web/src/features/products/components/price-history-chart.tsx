import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { PriceHistoryEntry } from '../../../api/types';
import { formatDayMonth, formatPrice } from '../../../lib/format';

// Only what a line chart with tooltips needs, so the chunk stays small.
Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Filler);

/** Loaded lazily (chart.js is heavy): the history as a smoothed line, dates as day/month. */
export default function PriceHistoryChart({ entries }: { entries: PriceHistoryEntry[] }) {
  return (
    <Line
      aria-label="Gráfico del historial de precio"
      role="img"
      data={{
        labels: entries.map((entry) => formatDayMonth(entry.fechaDeCambio)),
        datasets: [
          {
            label: 'Precio',
            data: entries.map((entry) => entry.precioActual),
            borderColor: '#0b3d91',
            backgroundColor: 'rgba(11, 61, 145, 0.12)',
            fill: true,
            tension: 0.4,
            pointRadius: 3,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => formatPrice(Number(item.parsed.y)) } },
        },
        scales: { y: { ticks: { callback: (value) => formatPrice(Number(value)) } } },
      }}
    />
  );
}
