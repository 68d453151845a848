import { postStat } from '../../../api/client';
import { apiPaths } from '../../../config/paths';

/** 'Ver producto en tienda' was followed. */
export function recordStoreRedirect(productoId: number, tiendaId: number): void {
  postStat(apiPaths.stats.storeRedirect, { productoId, tiendaId });
}
