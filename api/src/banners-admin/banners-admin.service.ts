import type { Db } from '@hardprecios/core/db/client';
import type { BannerKind } from '@hardprecios/core/db/schema';
import { AppError } from '@hardprecios/core/errors/app-error';
import { deleteBanner, insertBanner, type BannerRow } from '@hardprecios/core/banners/banners.repository';
import { getStore } from '@hardprecios/core/stores/stores.repository';
import { IMAGE_PRESETS, processImage } from '../uploads/image-processing';
import type { ImageStorage } from '../uploads/image-storage';
import type { BannerFormInput } from './banner-form.schema';

export interface BannersAdminDeps {
  db: Db;
  images: ImageStorage;
}

export const BANNER_MESSAGES = {
  created: 'Banner creado con Éxito',
  deleted: 'Banner eliminado con Éxito',
  imageRequired: 'La imagen del banner es requerida',
  notFound: 'Banner no encontrado',
  storeNotFound: 'Tienda no encontrada',
} as const;

const PRESET = { desktop: IMAGE_PRESETS.bannerDesktop, mobile: IMAGE_PRESETS.bannerMobile } as const;

export async function createBanner(
  { db, images }: BannersAdminDeps,
  storeId: number,
  kind: BannerKind,
  window: BannerFormInput,
  image: Buffer,
): Promise<BannerRow & { storeName: string }> {
  const store = await getStore(db, storeId);
  if (!store) throw new AppError('not_found', BANNER_MESSAGES.storeNotFound);
  const imageUrl = await images.save(await processImage(image, PRESET[kind]), PRESET[kind].folder);
  try {
    const row = await insertBanner(db, { storeId, kind, imageUrl, ...window });
    return { ...row, storeName: store.name };
  } catch (err) {
    await images.remove(imageUrl);
    throw err;
  }
}

/** Deletes the banner and its image file. */
export async function removeBanner({ db, images }: BannersAdminDeps, id: number): Promise<void> {
  const row = await deleteBanner(db, id);
  if (!row) throw new AppError('not_found', BANNER_MESSAGES.notFound);
  await images.remove(row.imageUrl);
}
