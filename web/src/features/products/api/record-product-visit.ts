import { useEffect } from 'react';
import { postStat } from '../../../api/client';
import { apiPaths } from '../../../config/paths';

export function recordProductVisit(productoId: number, tiendaId: number): void {
  postStat(apiPaths.stats.productVisit, { productoId, tiendaId });
}

/** One product-detail visit per product shown. */
export function useRecordProductVisit(product: { id: number; tiendaId: number } | undefined): void {
  const productId = product?.id;
  const storeId = product?.tiendaId;
  useEffect(() => {
    if (productId !== undefined && storeId !== undefined) recordProductVisit(productId, storeId);
  }, [productId, storeId]);
}
