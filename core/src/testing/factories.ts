import type { Db } from '../db/client';
import type { ListingInput } from '../catalog/listing';
import { insertStore, type NewStore, type StoreRow } from '../stores/stores.repository';

let sequence = 0;

/** A store row with plausible defaults; pass overrides for what the test cares about. */
export function buildStore(db: Db, overrides: Partial<NewStore> = {}): Promise<StoreRow> {
  sequence++;
  return insertStore(db, {
    name: `Tienda de prueba ${sequence}`,
    url: `tienda${sequence}.com.ar`,
    provinceId: 1,
    phone: '+54 11 4000-0000',
    ...overrides,
  });
}

/** A valid listing; `n` makes its key unique within the store. */
export function buildListing(n: number, overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    externalId: `sku-${n}`,
    url: `https://tienda.com.ar/producto/${n}`,
    name: `Procesador AMD Ryzen 5 5600 AM4 #${n}`,
    price: 200_000 + n,
    images: [`https://tienda.com.ar/img/${n}.jpg`],
    readBy: 'test',
    ...overrides,
  };
}
