import {
  ArcElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line, Pie } from 'react-chartjs-2';
import { dayMonthLabel } from '../../lib/argentina-dates';

// Only what a line and a pie with legend and tooltips need.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  PieController,
  ArcElement,
  Legend,
  Tooltip,
);

const PALETTE = [
  '#0b3d91',
  '#b4430b',
  '#2e7d32',
  '#6a1b9a',
  '#00838f',
  '#c62828',
  '#f9a825',
  '#4e342e',
  '#37474f',
  '#ad1457',
  '#1565c0',
  '#558b2f',
];

export const VISITS_AXIS_TITLE = 'Fechas (últimos 15 días)';
export const VISITS_DATASET_LABEL = 'visitas en el día';

/** Daily web visits of the last 15 days. */
export function VisitsLineChart({ days }: { days: Array<{ fecha: string; cantidad: number }> }) {
  return (
    <Line
      role="img"
      aria-label={`Visitas por día: ${days.map((d) => `${dayMonthLabel(d.fecha)} ${d.cantidad}`).join(', ')}`}
      data={{
        labels: days.map((d) => dayMonthLabel(d.fecha)),
        datasets: [
          {
            label: VISITS_DATASET_LABEL,
            data: days.map((d) => d.cantidad),
            borderColor: PALETTE[0],
            backgroundColor: PALETTE[0],
            tension: 0.3,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { title: { display: true, text: VISITS_AXIS_TITLE } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
      }}
    />
  );
}

/** A pie of counts by label, with a text alternative listing them. */
export function CountsPie({
  title,
  slices,
}: {
  title: string;
  slices: Array<{ label: string; value: number }>;
}) {
  return (
    <Pie
      role="img"
      aria-label={`${title}: ${slices.map((s) => `${s.label} ${s.value}`).join(', ') || 'sin datos'}`}
      data={{
        labels: slices.map((s) => s.label),
        datasets: [{ data: slices.map((s) => s.value), backgroundColor: PALETTE }],
      }}
      options={{ responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'right' } } }}
    />
  );
}
