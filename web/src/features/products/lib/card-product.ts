import type { Currency, Product, Verdict } from '../../../api/types';
import { formatPrice } from '../../../lib/format';

/** What a product card shows; built from a Product or from a search hit. */
export interface CardProduct {
  id: number;
  name: string;
  price: number;
  /** The currency of `price` ('U$S' for dollars). */
  currency: Currency;
  /** In stock and listed; false: the card says 'Sin stock'. */
  available?: boolean;
  image: string | null;
  storeName: string | null;
  storeLogo: string | null;
  /**
   * How many stores offer the same product available in pesos, and its lowest such price ('3 tiendas
   * desde $X', always pesos).
   */
  stores?: number;
  fromPrice?: number | null;
  /** A product offered in dollars alone: its stores and lowest price in dollars ('N tiendas desde U$S X'). */
  dollarStores?: number;
  dollarFromPrice?: number;
  /** Whether the product's best price today is a good one ('Mínimo de 90 días'). */
  verdict?: Verdict | null;
}

export function productImages(product: Pick<Product, 'imagenes'>): string[] {
  return (product.imagenes ?? [])
    .map((image) => (typeof image === 'string' ? image : image?.url))
    .filter((url): url is string => Boolean(url));
}

export function productName(product: Pick<Product, 'nombre' | 'name' | 'title'>): string {
  return product.nombre ?? product.name ?? product.title ?? '';
}

export function productToCard(product: Product): CardProduct {
  return {
    id: product.id,
    name: productName(product),
    price: product.precio,
    currency: product.moneda,
    available: product.disponible,
    image: productImages(product)[0] ?? null,
    storeName: product.nombreTienda ?? product.tienda?.nombre ?? null,
    storeLogo: product.logoTienda ?? product.tienda?.logo ?? product.tienda?.imagenes?.[0]?.url ?? null,
    stores: product.tiendasCount,
    fromPrice: product.precioDesde,
    verdict: product.veredicto,
  };
}

/**
 * 'N tiendas desde $ X' (in pesos) when more than one store offers the product; for a product offered
 * in dollars alone, 'N tiendas desde U$S X'; null otherwise (one store: its normal card).
 */
export function storesOffer(
  card: Pick<CardProduct, 'stores' | 'fromPrice' | 'dollarStores' | 'dollarFromPrice'>,
): string | null {
  if (!card.stores || card.stores < 2) {
    const dollars = card.dollarStores ?? 0;
    return dollars > 1 && card.dollarFromPrice !== undefined
      ? `${dollars} tiendas desde ${formatPrice(card.dollarFromPrice, 'USD')}`
      : null;
  }
  return card.fromPrice === null || card.fromPrice === undefined
    ? `${card.stores} tiendas`
    : `${card.stores} tiendas desde ${formatPrice(card.fromPrice, 'ARS')}`;
}
