import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, stores, type BannerKind } from '../db/schema';
import { toAppError } from '../errors/app-error';

export type BannerRow = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;
export type BannerWithStore = BannerRow & { storeName: string; storeUrl: string; storeStatusId: number };

export async function insertBanner(db: Db, banner: NewBanner): Promise<BannerRow> {
  try {
    const [row] = await db.insert(banners).values(banner).returning();
    return row!;
  } catch (err) {
    return toAppError(err);
  }
}

/** Deletes the banner and returns it (its image file is the caller's to remove), or undefined. */
export async function deleteBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
  return row;
}

export interface ListBannersFilter {
  kind?: BannerKind;
  /** Only banners whose window [startsOn, endsOn] contains this day (YYYY-MM-DD). */
  activeOn?: string;
}

/** Banners with their store's name and URL; newest first. */
export async function listBanners(db: Db, filter: ListBannersFilter = {}): Promise<BannerWithStore[]> {
  const rows = await db
    .select({ banner: banners, storeName: stores.name, storeUrl: stores.url, storeStatusId: stores.statusId })
    .from(banners)
    .innerJoin(stores, eq(stores.id, banners.storeId))
    .where(
      and(
        filter.kind ? eq(banners.kind, filter.kind) : undefined,
        filter.activeOn ? lte(banners.startsOn, filter.activeOn) : undefined,
        filter.activeOn ? gte(banners.endsOn, filter.activeOn) : undefined,
      ),
    )
    .orderBy(desc(banners.createdAt), desc(banners.id));
  return rows.map((r) => ({
    ...r.banner,
    storeName: r.storeName,
    storeUrl: r.storeUrl,
    storeStatusId: r.storeStatusId,
  }));
}
