/** Typed shapes of the public API (see ./README.md). Field names are the API's, in Spanish. */

/** The currency of a price: every price the API gives says it; no rate converts one into the other. */
export type Currency = 'ARS' | 'USD';

/** The offer a model's 'desde' price is (always in pesos): this listing or another one. */
export interface BestOffer {
  productoId: number;
  tiendaId: number;
  nombreTienda: string;
  precio: number;
  moneda: Currency;
}

export interface ProductCategoryLink {
  categoria: { id: number; nombre: string };
}

export interface ProductStoreSummary {
  id: number;
  nombre: string;
  imagenes?: Array<{ url: string }>;
  provinciaId?: number | null;
  logo?: string | null;
}

/** Whether today's best price of a product is a good one (null: not enough history). */
export interface Verdict {
  tipo: 'minimo' | 'debajo' | 'habitual' | 'encima';
  /** How far from the usual (median) price, in whole percent. */
  porcentaje: number;
  minimo90: number;
  mediana90: number;
  maximo90: number;
  /** YYYY-MM-DD: the first day compared. */
  desde: string;
  tiendas: number;
  /** The figures' currency (pesos: a model's figures are over its peso offers). */
  moneda: Currency;
}

export interface Product {
  id: number;
  nombre: string | null;
  name?: string | null;
  title?: string | null;
  precio: number;
  precioLista?: number | null;
  precioContado?: number | null;
  moneda: Currency;
  descripcion?: string | null;
  url?: string | null;
  imagenes?: Array<string | { url: string }>;
  destacado?: boolean;
  disponible?: boolean;
  tiendaId: number;
  tienda?: ProductStoreSummary | null;
  nombreTienda?: string | null;
  logoTienda?: string | null;
  categorias?: ProductCategoryLink[];
  actualizadoEn?: string;
  /**
   * The exact product this listing is an offer of; how many stores offer it available in pesos, from
   * what peso price, and which offer that is.
   */
  modeloId?: number | null;
  tiendasCount?: number;
  precioDesde?: number | null;
  ofertaDesde?: BestOffer | null;
  veredicto?: Verdict | null;
  /**
   * The model's specs (GET /api/products/{id} only): its part type, values in the read-specs keys and
   * each value's source ('nombre', 'opendb:<id>', 'descripcion' or 'operador').
   */
  tipoPieza?: string | null;
  especificaciones?: Record<string, SpecValue>;
  fuentes?: Record<string, string>;
  opendb?: string | null;
}

export type SpecValue = string | number | boolean | string[];

/** One store's offer of a model (GET /api/products/{id}/ofertas). */
export interface ModelOffer {
  productoId: number;
  tiendaId: number;
  nombreTienda: string;
  logoTienda: string | null;
  nombre: string;
  precio: number;
  precioContado: number | null;
  precioLista: number | null;
  moneda: Currency;
  disponible: boolean;
  /** Far under the other stores' prices: more likely a mistake than a bargain. */
  precioDudoso: boolean;
  actualizadoEn: string;
  url: string;
  /** 'nuevo', or the condition the store's name states: never compared with new offers. */
  condicion: 'nuevo' | 'outlet' | 'usado' | 'reacondicionado';
}

export interface ModelOffers {
  modeloId: number | null;
  nombre: string;
  ofertas: ModelOffer[];
}

/** The model's lowest price across stores on one day (GET /api/products/{id}/historial-modelo). */
export interface ModelDailyPrice {
  fecha: string;
  precioMinimo: number;
  moneda: Currency;
}

export interface PagedAnswer<T> {
  data: T[];
  currentPage: number;
  totalPages: number;
  totalItems: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  minPrice: number | null;
  maxPrice: number | null;
}

export interface Store {
  id: number;
  nombre: string;
  url?: string | null;
  contacto?: string | null;
  correoContacto?: string | null;
  correosAutorizados?: string | null;
  estadoId?: number;
  estado?: { nombre: string } | null;
  provincia?: { id: number; nombre: string } | null;
  provinciaId?: number | null;
  direccion?: string | null;
  descripcion?: string | null;
  sucursal?: string | null;
  horarios?: string | null;
  imagenes?: Array<{ url: string }>;
  logo?: string | null;
  tipo?: string;
}

export interface Banner {
  id: number;
  url: string;
  tiendaId: number;
  nombre?: string | null;
  tienda?: { nombre: string } | null;
  clickable: boolean;
  storeUrl?: string | null;
}

export interface PriceHistoryEntry {
  fechaDeCambio: string;
  precioActual: number;
  /** A listing may change currency: each point keeps the one it was read in. */
  moneda: Currency;
}

export interface AppConfig {
  productName: string;
  contactEmail: string;
  version: string;
  chatEnabled: boolean;
  googleClientId: string | null;
  devLoginEnabled: boolean;
  supportChatUrl: string | null;
}

/** One hit of POST /api/search. */
export interface SearchHit {
  objectID: string;
  id: number;
  nombre: string;
  precio: number;
  moneda: Currency;
  imagen: string | null;
  tiendaId: number;
  tienda: string;
  logoTienda: string | null;
  categoria: string[];
  categoriaIds: number[];
  provincia: string | null;
  provinciaId: number | null;
  disponible: boolean;
  modeloId?: number | null;
  tiendasCount?: number;
  precioDesde?: number | null;
  ofertaDesde?: BestOffer | null;
  veredicto?: Verdict | null;
  /** A model offered in dollars alone: its stores and lowest price in dollars ('N tiendas desde U$S X'). */
  tiendasDolares?: number;
  precioDesdeDolares?: number;
}

export interface DataEnvelope<T> {
  data: T;
}
