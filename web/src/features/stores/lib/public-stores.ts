import type { Store } from '../../../api/types';
import { ACTIVE_STORE_STATUS, EXCLUDED_PUBLIC_STORE_ID } from '../../../config/constants';
import { provinceName } from '../../../config/provinces';
import { matchesEveryWord } from '../../../lib/text';

/** The stores page lists only active stores, never store 145. */
export function publicStores(stores: readonly Store[]): Store[] {
  return stores.filter(
    (store) => store.estado?.nombre === ACTIVE_STORE_STATUS && store.id !== EXCLUDED_PUBLIC_STORE_ID,
  );
}

export function storeProvinceId(store: Store): number | null {
  return store.provincia?.id ?? store.provinciaId ?? null;
}

export function storeProvinceName(store: Store): string | null {
  return store.provincia?.nombre ?? provinceName(storeProvinceId(store)) ?? null;
}

export function filterStores(stores: readonly Store[], nameKey: string, provinceId: number | null): Store[] {
  return stores.filter(
    (store) =>
      matchesEveryWord(store.nombre, nameKey) &&
      (provinceId === null || storeProvinceId(store) === provinceId),
  );
}

/** Provinces that have stores, in province order, with how many. */
export function provinceCounts(
  stores: readonly Store[],
): Array<{ id: number; nombre: string; count: number }> {
  const counts = new Map<number, { id: number; nombre: string; count: number }>();
  for (const store of stores) {
    const id = storeProvinceId(store);
    if (id === null) continue;
    const entry = counts.get(id) ?? { id, nombre: storeProvinceName(store) ?? String(id), count: 0 };
    entry.count += 1;
    counts.set(id, entry);
  }
  return [...counts.values()].sort((a, b) => a.id - b.id);
}

export function storeLogo(store: Pick<Store, 'logo' | 'imagenes'>): string | null {
  return store.logo || store.imagenes?.[0]?.url || null;
}
