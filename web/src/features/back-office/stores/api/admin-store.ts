import type { Store } from '../../../../api/types';

export type SourceKind = 'site' | 'spreadsheet';

/** How the API reads a store's site: detected ('auto') or one reader. */
export const READER_OPTIONS = [
  { value: 'auto', label: 'Automático (detectar)' },
  { value: 'woocommerce', label: 'WooCommerce' },
  { value: 'tiendanube', label: 'Tiendanube / Nuvemshop' },
  { value: 'prestashop', label: 'PrestaShop' },
  { value: 'shopify', label: 'Shopify' },
  { value: 'vtex', label: 'VTEX' },
  { value: 'magento', label: 'Magento' },
  { value: 'jsonld', label: 'Datos estructurados (schema.org)' },
  { value: 'recipe', label: 'Receta de selectores CSS' },
  { value: 'browser', label: 'Navegador (páginas con JavaScript)' },
] as const;

/** The store as GET /api/stores/admin answers it: the public shape plus how it is read. */
export interface AdminStore extends Store {
  origen?: SourceKind;
  lector?: string | null;
  receta?: unknown;
  urlLectura?: string | null;
  ultimaActualizacion?: string | null;
  ultimaActualizacionForzada?: string | null;
}

export const ACTIVE_STATUS_ID = 1;

export const adminStoreKeys = {
  all: ['admin', 'stores'] as const,
  one: (id: number) => ['admin', 'stores', id] as const,
};
