import { postStat } from '../../../api/client';
import { apiPaths } from '../../../config/paths';

/** A store card was opened. */
export function recordStoreVisit(tiendaId: number): void {
  postStat(apiPaths.stats.storeVisit, { tiendaId });
}
