import type { ModelDailyPrice, PriceHistoryEntry } from '../../../api/types';
import { formatDayMonth } from '../../../lib/format';
import { changePoints, comparedSeries, listingSeries } from './daily-prices';

// A price holds until it changes: steps, never a curve that passes through prices nobody asked.
// Chart.js's 'before': the line holds the previous price across, then rises or falls at the change.
const STEP = { stepped: 'before', tension: 0 } as const;
const LISTING_LINE = {
  ...STEP,
  borderColor: '#0b3d91',
  backgroundColor: 'rgba(11, 61, 145, 0.12)',
};
const LOWEST_LINE = {
  ...STEP,
  borderColor: '#1d6b2f',
  backgroundColor: 'rgba(29, 107, 47, 0.1)',
  borderDash: [6, 4],
};

/** Chart.js's data for the history, and with `lowest` the product's lowest price across stores. */
export function historyChartData(
  entries: PriceHistoryEntry[],
  lowest: ModelDailyPrice[] | undefined,
  today?: string,
) {
  if (lowest) {
    const compared = comparedSeries(entries, lowest, today);
    return {
      labels: compared.days.map((day) => formatDayMonth(`${day}T12:00:00`)),
      datasets: [
        {
          label: 'Esta tienda',
          data: compared.listing,
          fill: false,
          pointRadius: changePoints(compared.listing, 3),
          ...LISTING_LINE,
        },
        {
          label: 'Más bajo entre tiendas',
          data: compared.lowest,
          fill: false,
          pointRadius: changePoints(compared.lowest, 2),
          ...LOWEST_LINE,
        },
      ],
    };
  }
  const own = listingSeries(entries, today);
  return {
    labels: own.days.map((day) => formatDayMonth(`${day}T12:00:00`)),
    datasets: [
      {
        label: 'Precio',
        data: own.listing,
        fill: true,
        pointRadius: changePoints(own.listing, 3),
        ...LISTING_LINE,
      },
    ],
  };
}
