import { postStat } from '../../../api/client';
import { apiPaths } from '../../../config/paths';

export function recordCategoryAccess(categoriaId: number): void {
  postStat(apiPaths.stats.categoryAccess, { categoriaId });
}
