import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencyOf, type Currency } from '../../catalog/currency';
import { queryRows } from '../../db/raw';

/** A search document as the Meilisearch index holds it (Spanish names, as the public API). */
export interface MeiliDocument {
  id: number;
  nombre: string;
  marca: string | null;
  categorias: string;
  categoriaIds: number[];
  tiendaId: number;
  tienda: string;
  provinciaId: number;
  precio: number;
  /** The currency of `precio`; price sorts are (moneda, precio): 'ARS' sorts before 'USD'. */
  moneda: Currency;
  /**
   * `precio` when it is in pesos, absent for a dollar price: peso ranges filter on it (a dollar listing
   * never passes one) and the price range of a result is its facet stats.
   */
  precioPesos?: number;
  imagen: string | null;
  disponible: boolean;
  /** The listing's model; the grouped view asks Meilisearch for one hit per model. */
  modeloId: number | null;
  /** The model's part type and spec words (core/src/hardware/query/spec-terms.ts). */
  tipo: string | null;
  especificaciones: string;
}

interface Row {
  product_id: number;
  name: string;
  brand: string | null;
  category_names: string;
  category_ids: number[];
  store_id: number;
  store_name: string;
  province_id: number;
  price: string | number;
  currency: string;
  image: string | null;
  in_stock: boolean;
  model_id: number | null;
  part_type: string | null;
  spec_terms: string;
}

const toDocument = (r: Row): MeiliDocument => ({
  id: Number(r.product_id),
  nombre: r.name,
  marca: r.brand,
  categorias: r.category_names,
  categoriaIds: (r.category_ids ?? []).map(Number),
  tiendaId: Number(r.store_id),
  tienda: r.store_name,
  provinciaId: Number(r.province_id),
  precio: Number(r.price),
  moneda: currencyOf(r.currency),
  ...(r.currency === 'ARS' ? { precioPesos: Number(r.price) } : {}),
  imagen: r.image,
  disponible: r.in_stock,
  modeloId: r.model_id === null ? null : Number(r.model_id),
  tipo: r.part_type,
  especificaciones: r.spec_terms ?? '',
});

const COLUMNS = sql.raw(
  'product_id, name, brand, category_names, category_ids, store_id, store_name, province_id, price, currency, image, in_stock, model_id, part_type, spec_terms',
);

/** The search documents of these products (those that have one). */
export async function meiliDocumentsByIds(db: Db, ids: number[]): Promise<MeiliDocument[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM search_documents WHERE product_id = ANY(${sql.param(ids)}::int[])`,
  );
  return rows.map(toDocument);
}

/** One batch of every search document, by product id (keyset paging for a full rebuild). */
export async function meiliDocumentsAfter(db: Db, afterId: number, limit: number): Promise<MeiliDocument[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM search_documents WHERE product_id > ${afterId} ORDER BY product_id LIMIT ${limit}`,
  );
  return rows.map(toDocument);
}
