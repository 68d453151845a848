/**
 * Store id ↔ name. The search engine filters stores by name (facet 'tienda') while the address
 * carries the id (stores, storeWordKeyId), so the mapping remembers every pair it has seen.
 */
export interface StoreRegistry {
  remember(id: string, name: string): void;
  nameOf(id: string): string | undefined;
  idOf(name: string): string | undefined;
}

export function createStoreRegistry(): StoreRegistry {
  const names = new Map<string, string>();
  const ids = new Map<string, string>();
  return {
    remember(id, name) {
      if (!id || !name) return;
      names.set(id, name);
      ids.set(name, id);
    },
    nameOf: (id) => names.get(id),
    idOf: (name) => ids.get(name),
  };
}
