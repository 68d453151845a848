import { categorize } from '@hardprecios/core/catalog/categorize';
import type { Listing } from '@hardprecios/core/catalog/listing';

/** A normalized listing as operators read it: the public API's Spanish names, our category ids. */
export function listingLine(listing: Listing) {
  return {
    nombre: listing.name,
    precio: listing.price,
    precioLista: listing.listPrice ?? null,
    precioContado: listing.cashPrice ?? null,
    moneda: listing.currency,
    url: listing.url,
    imagenes: listing.images,
    categorias: listing.categoryHints,
    categoriaIds: listing.categoryIds ?? categorize(listing.categoryHints, listing.name),
    disponible: listing.inStock,
    marca: listing.brand ?? null,
    sku: listing.sku ?? null,
    ean: listing.ean ?? null,
    mpn: listing.mpn ?? null,
    idExterno: listing.externalId ?? null,
    lector: listing.readBy,
  };
}
