import { eq } from 'drizzle-orm';
import { upsertListings } from '../catalog/catalog.repository';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { refreshSearchDocuments } from '../search/search-documents.repository';
import type { StoreRow } from '../stores/stores.repository';
import { buildListing, buildStore } from './factories';

/** name, category id, base price (ARS), brand */
type Model = [string, number, number, string | null];

/**
 * A small catalog whose answers are known by heart: 23 models, each listed by the three active
 * stores (69 listings in search), plus listings no search may show. Names carry what real stores
 * write: accents and capitals ("Memória", "MEMORIA"), glued model numbers, punctuation.
 */
export const CATALOG_MODELS: Model[] = [
  ['Placa de Video MSI GeForce RTX 4060 Ventus 2X 8GB OC', 3, 620_000, 'MSI'],
  ['Placa de Video ASUS Dual GeForce RTX 4060 8GB GDDR6', 3, 640_000, 'ASUS'],
  ['Placa de Video Gigabyte GeForce RTX 4070 Super Windforce 12GB', 3, 1_100_000, 'Gigabyte'],
  ['Placa de Video Sapphire Radeon RX 7600 Pulse 8GB', 3, 520_000, 'Sapphire'],
  ['Tarjeta Gráfica Zotac GeForce RTX 3060 Twin Edge 12GB', 3, 480_000, 'Zotac'],
  ['Procesador AMD Ryzen 5 5600X AM4', 2, 210_000, 'AMD'],
  ['Procesador AMD Ryzen 7 7800X3D AM5', 2, 620_000, 'AMD'],
  ['Micro AMD Ryzen 5 7600 AM5 6 Núcleos', 2, 330_000, 'AMD'],
  ['Procesador Intel Core i5-12400F LGA1700', 2, 190_000, 'Intel'],
  ['Memoria RAM Kingston Fury Beast 16GB DDR4 3200MHz', 8, 45_000, 'Kingston'],
  ['Memória Corsair Vengeance 32GB DDR5 6000MHz', 8, 150_000, 'Corsair'],
  ['MEMORIA ADATA XPG Spectrix 8GB DDR4-3200 RGB', 8, 30_000, 'ADATA'],
  ['Fuente Corsair RM750e 750W 80 Plus Gold Modular', 7, 160_000, 'Corsair'],
  ['Fuente EVGA 600 W1 600W 80 Plus White', 7, 70_000, 'EVGA'],
  ['Gabinete Lian Li Lancool 216 Vidrio Templado ARGB', 9, 140_000, 'Lian Li'],
  ['Monitor Gamer Samsung Odyssey G5 27" QHD 165Hz', 4, 400_000, 'Samsung'],
  ['Motherboard ASUS TUF Gaming B550M-Plus WiFi', 1, 180_000, 'ASUS'],
  ['Mother MSI B650 Gaming Plus WiFi AM5', 1, 260_000, 'MSI'],
  ['Disco Sólido SSD Kingston NV2 1TB NVMe M.2', 6, 75_000, 'Kingston'],
  ['Teclado Mecánico Redragon Kumara K552 RGB', 5, 45_000, 'Redragon'],
  ['Mouse Logitech G203 Lightsync', 5, 25_000, 'Logitech'],
  ['Cooler CPU Cooler Master Hyper 212 Black', 10, 50_000, 'Cooler Master'],
  ['Cable HDMI 2.1 (8K) 100% cobre [2m] *oferta*', 11, 9_000, null],
];

export interface TestCatalog {
  /** The three active stores: CABA (1), Córdoba (6), Mendoza (13). */
  stores: [StoreRow, StoreRow, StoreRow];
  suspendedStore: StoreRow;
  /** Product ids of each model (by index in CATALOG_MODELS), one per active store, store order. */
  modelIds: number[][];
  /** Listings no list or search may show. */
  priceAtThresholdId: number;
  priceUnderThresholdId: number;
  removedId: number;
  suspendedStoreIds: number[];
  /** Listed but out of stock (still searchable). */
  outOfStockId: number;
  /** Listings searchable, all together. */
  listedCount: number;
}

const STORE_PRICE_FACTORS = [1, 1.04, 0.97];

/** Product ids by store and external id, read once. */
async function productIndex(db: Db): Promise<(storeId: number, externalId: string) => number> {
  const rows = await db
    .select({ id: products.id, storeId: products.storeId, key: products.listingKey })
    .from(products);
  const ids = new Map(rows.map((r) => [`${r.storeId}|${r.key}`, r.id]));
  return (storeId, externalId) => {
    const id = ids.get(`${storeId}|id:${externalId}`);
    if (id === undefined) throw new Error(`listing ${externalId} of store ${storeId} not found`);
    return id;
  };
}

/** Builds the catalog through the real write path (upsertListings). Call on an empty database. */
export async function buildCatalog(db: Db): Promise<TestCatalog> {
  const stores: StoreRow[] = [
    await buildStore(db, { name: 'Compumundo', provinceId: 1, url: 'compumundo.com.ar' }),
    await buildStore(db, { name: 'Córdoba Hardware', provinceId: 6, url: 'https://cordobahardware.com.ar' }),
    await buildStore(db, { name: 'Mendoza PC', provinceId: 13, url: 'mendozapc.com.ar' }),
  ];
  const suspendedStore = await buildStore(db, { name: 'Tienda Suspendida', provinceId: 1, statusId: 2 });

  for (const [s, store] of stores.entries()) {
    const listings = CATALOG_MODELS.map(([name, categoryId, price, brand], m) =>
      buildListing(m, {
        externalId: `m${m}`,
        url: `https://${store.url.replace(/^https?:\/\//, '')}/producto/${m}`,
        name,
        price: Math.round(price * STORE_PRICE_FACTORS[s]!),
        categoryIds: [categoryId],
        brand: brand ?? undefined,
        inStock: !(s === 2 && m === 20),
        description: `<p>${name}: <b>garantía oficial</b></p>`,
      }),
    );
    if (s === 0) {
      listings.push(
        buildListing(100, {
          externalId: 'cheap-100',
          name: 'Placa de Video RTX 4060 consultar precio',
          price: 100,
          categoryIds: [3],
        }),
        buildListing(101, {
          externalId: 'cheap-50',
          name: 'Placa de Video GeForce RTX 4060 Low Profile',
          price: 50,
          categoryIds: [3],
        }),
        buildListing(102, {
          externalId: 'gone',
          name: 'Placa de Video GeForce RTX 4060 Eagle Discontinuada',
          price: 600_000,
          categoryIds: [3],
        }),
      );
    }
    await upsertListings(db, store.id, listings);
  }
  await upsertListings(
    db,
    suspendedStore.id,
    CATALOG_MODELS.slice(0, 3).map(([name, categoryId, price], m) =>
      buildListing(m, { externalId: `m${m}`, name, price, categoryIds: [categoryId] }),
    ),
  );

  const idOf = await productIndex(db);
  const removedId = idOf(stores[0]!.id, 'gone');
  await db.update(products).set({ removedAt: new Date() }).where(eq(products.id, removedId));
  await refreshSearchDocuments(db, [removedId]);

  const modelIds = CATALOG_MODELS.map((_, m) => stores.map((store) => idOf(store.id, `m${m}`)));
  return {
    stores: stores as TestCatalog['stores'],
    suspendedStore,
    modelIds,
    priceAtThresholdId: idOf(stores[0]!.id, 'cheap-100'),
    priceUnderThresholdId: idOf(stores[0]!.id, 'cheap-50'),
    removedId,
    suspendedStoreIds: [0, 1, 2].map((m) => idOf(suspendedStore.id, `m${m}`)),
    outOfStockId: modelIds[20]![2]!,
    listedCount: CATALOG_MODELS.length * stores.length,
  };
}

/** The model index of a product id of the catalog. */
export function modelOf(catalog: TestCatalog, productId: number): number {
  return catalog.modelIds.findIndex((ids) => ids.includes(productId));
}

/** The test catalog plus a store that prices in dollars (what currency rules are tested on). */
export interface DollarCatalog extends TestCatalog {
  dollarStore: StoreRow;
  /**
   * Its listings, each named 'Importado …': an RTX 4060 Ventus of model 0 at U$S 300, a Ryzen 7 7800X3D
   * of model 6 at U$S 450 and a G203 mouse of model 20 at U$S 50 (under the peso threshold's figure).
   */
  dollarIds: { rtx4060: number; ryzen: number; mouse: number };
}

export async function buildDollarCatalog(db: Db): Promise<DollarCatalog> {
  const catalog = await buildCatalog(db);
  return { ...catalog, ...(await addDollarStore(db)), listedCount: catalog.listedCount + 3 };
}

/** The dollar store of DollarCatalog, added to a test catalog already built. */
export async function addDollarStore(db: Db): Promise<Pick<DollarCatalog, 'dollarStore' | 'dollarIds'>> {
  const dollarStore = await buildStore(db, { name: 'Importados en Dólares', provinceId: 1 });
  const dollar = (m: number, price: number) => {
    const [name, categoryId, , brand] = CATALOG_MODELS[m]!;
    return buildListing(200 + m, {
      externalId: `usd-${m}`,
      name: `${name} Importado`,
      price,
      currency: 'USD',
      categoryIds: [categoryId],
      brand: brand ?? undefined,
    });
  };
  await upsertListings(db, dollarStore.id, [dollar(0, 300), dollar(6, 450), dollar(20, 50)]);
  const idOf = await productIndex(db);
  return {
    dollarStore,
    dollarIds: {
      rtx4060: idOf(dollarStore.id, 'usd-0'),
      ryzen: idOf(dollarStore.id, 'usd-6'),
      mouse: idOf(dollarStore.id, 'usd-20'),
    },
  };
}
