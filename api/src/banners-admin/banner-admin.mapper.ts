import type { BannerRow } from '@hardprecios/core/banners/banners.repository';
import { argentinaToday } from './banner-form.schema';

/** A banner as the back-office grid shows it, with its window and whether it is showing today. */
export function toAdminBanner(banner: BannerRow & { storeName: string }, today = argentinaToday()) {
  return {
    id: banner.id,
    url: banner.imageUrl,
    tiendaId: banner.storeId,
    nombre: banner.storeName,
    tienda: { nombre: banner.storeName },
    tipo: banner.kind,
    fechaInicio: banner.startsOn,
    fechaVigencia: banner.endsOn,
    vigente: banner.startsOn <= today && today <= banner.endsOn,
  };
}

export type AdminBanner = ReturnType<typeof toAdminBanner>;
