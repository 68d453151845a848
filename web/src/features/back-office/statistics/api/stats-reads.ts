import { useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useBackOfficeSession, type AdminRequest } from '../../session/back-office-session';
import { rangeQuery, summaryRange, type DayRange } from '../lib/stats-dates';

/** Statistics reads (fullAdmin). Failures are only logged by the screen (spec section 8). */
export const statsKey = ['admin', 'stats'] as const;

export interface DayCount {
  fecha: string;
  cantidad: number;
}
export interface ProductRankingRow {
  productoId: number;
  nombreProducto: string | null;
  cantidadBusquedas: number;
  precio: number | null;
  moneda: string;
  tiendaId: number | null;
  nombreTienda: string | null;
}
export interface CategoryAccessRow {
  categoriaId: number;
  categoria: { nombre: string };
  cantidadAccesos: number;
}
export interface StoreRankingRow {
  tiendaId: number;
  nombreTienda: string;
  cantidadBusquedas: number;
}
export interface StatsSummary {
  visitas: number;
  redirecciones: number;
  consultas: number;
  productos: number;
}

/** Spec sections 7 and 8: statistics reads are logged and rethrown (the panel stays empty). */
async function read<T>(request: AdminRequest, path: string, signal?: AbortSignal): Promise<T> {
  try {
    return (await request<{ data: T }>(path, { signal })).data;
  } catch (error) {
    if (!signal?.aborted) console.warn('statistics read failed', path, error);
    throw error;
  }
}
const withRange = (path: string, range: DayRange) => `${path}?${rangeQuery(range)}`;

/** Daily web visits of the last 15 days (the API's default window). */
export function useDailyVisits() {
  const { request } = useBackOfficeSession();
  return useQuery({
    queryKey: [...statsKey, 'daily-visits'],
    queryFn: ({ signal }) => read<DayCount[]>(request, adminApiPaths.stats.dailyVisits, signal),
  });
}

/** The most visited products since 2024-11-01, top 10. */
export function useProductRanking() {
  const { request } = useBackOfficeSession();
  const range = summaryRange();
  return useQuery({
    queryKey: [...statsKey, 'ranking', range],
    queryFn: ({ signal }) =>
      read<ProductRankingRow[]>(
        request,
        `${withRange(adminApiPaths.stats.productRanking, range)}&limite=10`,
        signal,
      ),
  });
}

export function useCategoryAccesses(range: DayRange) {
  const { request } = useBackOfficeSession();
  return useQuery({
    queryKey: [...statsKey, 'categories', range],
    queryFn: ({ signal }) =>
      read<CategoryAccessRow[]>(request, withRange(adminApiPaths.stats.categoryAccesses, range), signal),
  });
}

export function useStoreRanking(range: DayRange) {
  const { request } = useBackOfficeSession();
  return useQuery({
    queryKey: [...statsKey, 'stores', range],
    queryFn: ({ signal }) =>
      read<StoreRankingRow[]>(request, withRange(adminApiPaths.stats.storeRanking, range), signal),
  });
}

/**
 * The four cards since 2024-11-01: web visits, redirects to stores, searches (consultas) and product
 * detail visits.
 */
export function useStatsSummary() {
  const { request } = useBackOfficeSession();
  const range = summaryRange();
  return useQuery({
    queryKey: [...statsKey, 'summary', range],
    queryFn: async ({ signal }): Promise<StatsSummary> => {
      const [visits, redirects, searches] = await Promise.all([
        read<{ cantidadVisitas: number }>(request, withRange(adminApiPaths.stats.webVisits, range), signal),
        read<{ visitas: number; busquedasProducto: number }>(
          request,
          withRange(adminApiPaths.stats.redirects, range),
          signal,
        ),
        read<DayCount[]>(request, withRange(adminApiPaths.stats.searchesByDay, range), signal),
      ]);
      return {
        visitas: visits.cantidadVisitas,
        redirecciones: redirects.visitas,
        consultas: searches.reduce((sum, day) => sum + day.cantidad, 0),
        productos: redirects.busquedasProducto,
      };
    },
  });
}
