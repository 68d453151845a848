import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import type { Currency } from '../../../api/types';
import { partesOf, type Build, type Parte, type Slot } from '../lib/build';

export interface Verificacion {
  regla: string;
  estado: 'ok' | 'incompatible' | 'sin-datos';
  mensaje: string;
}

export interface ParteElegida {
  parte: Parte;
  productoId: number;
  modeloId: number | null;
  nombre: string;
  precio: number;
  moneda: Currency;
  tienda: string;
  disponible: boolean;
  cantidad: number;
  tiendaId: number;
  url: string;
  tiendas: number;
}

export interface BuildAnswer {
  compatible: boolean | null;
  verificaciones: Verificacion[];
  consumoEstimadoW: number | null;
  potenciaRecomendadaW: number | null;
  partes: ParteElegida[];
  total: { precio: number; moneda: 'ARS' };
  totalDolares: { precio: number; moneda: 'USD' } | null;
  unaTienda: { tiendaId: number; nombreTienda: string; total: number } | null;
  pocasTiendas: { tiendas: { tiendaId: number; nombreTienda: string }[]; total: number } | null;
}

export function useBuildCheck(build: Build) {
  const partes = partesOf(build);
  return useQuery({
    queryKey: ['armados', 'verificar', partes],
    queryFn: async () => (await apiPost<{ data: BuildAnswer }>('/api/armados/verificar', { partes })).data,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export interface Candidate {
  id: number;
  nombre: string;
  precio: number;
  moneda: Currency;
  tienda: string;
  tiendasCount?: number;
  precioDesde?: number | null;
  compatible: boolean | null;
  incompatibilidades: string[];
}

interface Hit {
  id: number;
  nombre: string;
  precio: number;
  moneda: Currency;
  tienda: string;
  tiendasCount?: number;
  precioDesde?: number | null;
}

/** The picker: the same search, in the slot's category (one card per model), then each candidate checked. */
export function useCandidates(slot: Slot, query: string, build: Build) {
  const partes = partesOf(build);
  return useQuery({
    queryKey: ['armados', 'candidatos', slot.parte, query, partes],
    queryFn: async ({ signal }): Promise<Candidate[]> => {
      const search = await apiPost<{ results: { hits: Hit[] }[] }>(
        '/api/search',
        {
          requests: [
            {
              indexName: 'productos',
              params: {
                query,
                hitsPerPage: 24,
                distinct: true,
                analytics: false,
                facetFilters: [[`categoria:${slot.categoria}`]],
              },
            },
          ],
        },
        signal,
      );
      const hits = search.results[0]?.hits ?? [];
      if (!hits.length) return [];
      const fits = await apiPost<{
        data: { productoId: number; compatible: boolean | null; incompatibilidades: string[] }[];
      }>('/api/armados/candidatos', { partes, parte: slot.parte, ids: hits.map((h) => h.id) }, signal);
      return hits.map((h, i) => ({
        id: h.id,
        nombre: h.nombre,
        precio: h.precio,
        moneda: h.moneda,
        tienda: h.tienda,
        tiendasCount: h.tiendasCount,
        precioDesde: h.precioDesde,
        compatible: fits.data[i]?.compatible ?? null,
        incompatibilidades: fits.data[i]?.incompatibilidades ?? [],
      }));
    },
    retry: false,
  });
}
