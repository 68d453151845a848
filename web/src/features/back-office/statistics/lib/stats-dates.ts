import { addDays, argentinaToday } from '../../lib/argentina-dates';

/** Spec sections 5 and 9: the summaries and the ranking count from 2024-11-01. */
export const SUMMARY_SINCE = '2024-11-01';
/** Store and category charts: the start no earlier than 2024-11-30; the category end no earlier than 2024-12-06. */
export const CHART_START_MIN = '2024-11-30';
export const CATEGORY_END_MIN = '2024-12-06';
export const CHART_WINDOW_DAYS = 15;
export const BOTH_DATES_REQUIRED = 'Por favor, selecciona ambas fechas.';

export interface DayRange {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, inclusive (sent to the API as the next day). */
  end: string;
}

export interface DayLimits {
  startMin: string;
  endMin: string;
  max: string;
}

/** The query string of a statistics read: the end goes as the day after the last one wanted. */
export function rangeQuery({ start, end }: DayRange): string {
  return new URLSearchParams({ fechaInicio: start, fechaFin: addDays(end, 1) }).toString();
}

export function storeChartLimits(today = argentinaToday()): DayLimits {
  return { startMin: CHART_START_MIN, endMin: CHART_START_MIN, max: today };
}

export function categoryChartLimits(today = argentinaToday()): DayLimits {
  return { startMin: CHART_START_MIN, endMin: CATEGORY_END_MIN, max: today };
}

/** The charts open on the last 15 days, kept within their limits. */
export function defaultChartRange(limits: DayLimits): DayRange {
  const start = addDays(limits.max, -(CHART_WINDOW_DAYS - 1));
  const end = limits.max;
  return {
    start: start < limits.startMin ? limits.startMin : start,
    end: end < limits.endMin ? limits.endMin : end,
  };
}

export function summaryRange(today = argentinaToday()): DayRange {
  return { start: SUMMARY_SINCE, end: today };
}
