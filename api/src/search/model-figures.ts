import { PESOS, type Currency } from '@hardprecios/core/catalog/currency';
import type { ModelSummary } from '@hardprecios/core/models/model-summaries.repository';
import type { ModelFacts } from './search-runtime';

/** The listing a card or a detail page is about. */
export interface ShownListing {
  id: number;
  storeId: number;
  storeName: string;
  price: number;
  currency: Currency;
  /** In stock and still listed. */
  available: boolean;
}

/**
 * What a product answer and a search hit say about the listing's model, in pesos: how many stores offer
 * it available in pesos (`tiendasCount`), its lowest such price (`precioDesde`), the offer asking it
 * (`ofertaDesde`: this listing or another one, of this store or another) and whether that price is a
 * good one (`veredicto`). Without model figures (no model, or none of its offers available in pesos)
 * the listing speaks for itself when it is an available peso offer; a dollar price is never a 'desde',
 * nor a price under DOUBTFUL_PRICE_RATIO of the model's peso offers.
 */
export function modelFigures(listing: ShownListing, facts: ModelFacts | undefined) {
  if (facts) {
    const offer = facts.lowestOffer;
    return {
      tiendasCount: facts.stores,
      precioDesde: facts.lowestPrice,
      ofertaDesde:
        offer && facts.lowestPrice !== null
          ? {
              productoId: offer.productId,
              tiendaId: offer.storeId,
              nombreTienda: facts.lowestOfferStore ?? '',
              precio: facts.lowestPrice,
              moneda: PESOS,
            }
          : null,
      veredicto: facts.verdict ? { ...facts.verdict, moneda: PESOS } : null,
    };
  }
  const own = listing.available && listing.currency === PESOS;
  return {
    tiendasCount: own ? 1 : 0,
    precioDesde: own ? listing.price : null,
    ofertaDesde: own
      ? {
          productoId: listing.id,
          tiendaId: listing.storeId,
          nombreTienda: listing.storeName,
          precio: listing.price,
          moneda: PESOS,
        }
      : null,
    veredicto: null,
  };
}

/**
 * A model offered in dollars alone (no available peso offer): how many stores offer it available in
 * dollars and from what dollar price ('N tiendas desde U$S X'). Empty for any other model: its figures
 * are the peso ones above, and a dollar price is never compared with them.
 */
export function dollarFigures(summary: ModelSummary | undefined) {
  if (!summary || summary.lowestPrice === null) return {};
  return { tiendasDolares: summary.stores, precioDesdeDolares: summary.lowestPrice };
}
