import type { SearchEngine, SearchHit, SearchParams } from '@hardprecios/core/search/search-engine';
import { searchQueriesFor } from './hardware-terms';
import type { Currency } from '@hardprecios/core/catalog/currency';
import { formatPrice } from '@hardprecios/core/catalog/format-ars';

/** A listing of ours the model is told about, so its advice points at what we list, at today's price. */
export interface ContextListing {
  productId: number;
  name: string;
  price: number;
  currency: Currency;
  storeName: string;
}

/** The filters every public list applies (price threshold, hidden products). */
export type PublicFilters = Pick<SearchParams, 'priceAbove' | 'excludeIds'>;

const HITS_PER_QUERY = 4;

/**
 * The top listings of our own search for a question: up to `limit`, gathered from the searches
 * searchQueriesFor() derives (model names first), without repeats.
 */
export async function findContextListings(
  engine: Pick<SearchEngine, 'search'>,
  question: string,
  filters: PublicFilters,
  limit: number,
): Promise<ContextListing[]> {
  const found = new Map<number, SearchHit>();
  for (const query of searchQueriesFor(question)) {
    if (found.size >= limit) break;
    const { hits } = await engine.search({ query, offset: 0, limit: HITS_PER_QUERY, ...filters });
    for (const hit of hits)
      if (found.size < limit && !found.has(hit.productId)) found.set(hit.productId, hit);
  }
  return [...found.values()].map(({ productId, name, price, currency, storeName }) => ({
    productId,
    name,
    price,
    currency,
    storeName,
  }));
}

/** Store-supplied text goes into the prompt: one line, bounded, so it cannot pose as instructions. */
const oneLine = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

export function listingLine(listing: ContextListing): string {
  return [
    oneLine(listing.name, 160),
    formatPrice(listing.price, listing.currency),
    oneLine(listing.storeName, 80),
    `/product-detail/${listing.productId}`,
  ].join(' | ');
}

export function buildSystemPrompt(productName: string, listings: ContextListing[]): string {
  const rules = [
    `Sos el asistente de ${productName}, un sitio que compara precios de hardware y computación en tiendas de Argentina.`,
    'Ayudás a elegir componentes y periféricos de PC. Respondé en español, claro y breve (menos de 200 palabras).',
    'Cuando recomiendes productos, preferí los de la lista de abajo: son publicaciones actuales de nuestras tiendas.',
    'Nombrá el producto, su precio y la tienda tal como figuran, y poné su enlace tal cual (por ejemplo /product-detail/123).',
    'No inventes precios ni productos que no estén en la lista. No cites fuentes externas ni pongas enlaces a otros sitios.',
    'Si la consulta no es sobre hardware o computación, decilo amablemente.',
  ];
  const context = listings.length
    ? [
        'Publicaciones de nuestras tiendas que coinciden con la consulta (nombre | precio | tienda | enlace):',
        ...listings.map((listing) => `- ${listingLine(listing)}`),
      ]
    : ['No encontramos publicaciones de nuestras tiendas para esta consulta.'];
  return [...rules, '', ...context].join('\n');
}
