/** The part types the spec reader tells apart; `other` is anything that is not one single part of these. */
export const CATEGORIES = [
  'cpu',
  'motherboard',
  'ram',
  'gpu',
  'psu',
  'case',
  'storage',
  'cooler',
  'monitor',
  'other',
] as const;
export type Categoria = (typeof CATEGORIES)[number];
export type PartCategory = Exclude<Categoria, 'other'>;

export type SpecValue = string | number | boolean | string[];
/** Spec key → value, with the keys and spellings of the read-specs contract (issue "Know the hardware"). */
export type Especificaciones = Record<string, SpecValue>;

/**
 * Where a value came from: the listing's name (or its codes), an OpenDB entry, or the spec list of the
 * store's description ('descripcion': only when a description is read; read-specs reads names alone).
 */
export type Fuente = 'nombre' | `opendb:${string}` | 'descripcion';

/** What a listing says about itself: its name and, when known, its store's codes. */
export interface ListingInput {
  nombre: string;
  tienda?: string;
  precio?: number;
  marca?: string;
  sku?: string;
  ean?: string;
  mpn?: string;
  /** The store's own category (a URL folder or breadcrumb), when known. */
  categoriaTienda?: string;
}

export interface SpecReading {
  categoria: Categoria;
  especificaciones: Especificaciones;
  fuentes: Record<string, Fuente>;
  opendb: string | null;
}
