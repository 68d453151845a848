/**
 * Page title and meta description per route (spec section 2). One export per route so each
 * screen's chunk carries only its own texts.
 */
export interface PageMeta {
  title: string;
  description: string;
}

export const homeMeta = (product: string): PageMeta => ({
  title: `${product} | Compará precios de hardware en Argentina`,
  description:
    'Compará precios de hardware y componentes de PC en las tiendas oficiales de Argentina, con historial de precios.',
});

export const categoriesMeta = (product: string): PageMeta => ({
  title: `Categorías | ${product}`,
  description: 'Explorá los productos de hardware por categoría y compará precios entre tiendas oficiales.',
});

export const storesMeta = (product: string): PageMeta => ({
  title: `Tiendas Oficiales | ${product}`,
  description: 'Conocé las tiendas oficiales adheridas y recorré el catálogo de cada una.',
});

export const buildPcMeta = (product: string): PageMeta => ({
  title: `Armá tu PC | ${product}`,
  description: 'Armá tu PC con partes compatibles al menor precio total entre las tiendas de Argentina.',
});

export const faqMeta = (product: string): PageMeta => ({
  title: `Preguntas Frecuentes | ${product}`,
  description: `Respuestas a las preguntas más comunes sobre ${product}.`,
});

export const aboutMeta = (product: string): PageMeta => ({
  title: `Nosotros | ${product}`,
  description: `Qué es ${product} y cómo te ayuda a encontrar el mejor precio en hardware.`,
});

export const resultsCategoryMeta = (product: string, category: string): PageMeta => ({
  title: `${category} | ${product}`,
  description: `Compará precios de ${category} en las tiendas oficiales de Argentina.`,
});

export const resultsStoreMeta = (product: string, store: string): PageMeta => ({
  title: `${store} | ${product}`,
  description: `Catálogo de ${store} con precios actualizados.`,
});

export const resultsMeta = (product: string): PageMeta => ({
  title: `Resultados de la Búsqueda | ${product}`,
  description: 'Resultados de tu búsqueda de hardware con precios de las tiendas oficiales.',
});

export const productMeta = (product: string, name: string): PageMeta => ({
  title: `${name} | ${product}`,
  description: `Precio, historial de precio y tienda de ${name}.`,
});

export const searchInfoMeta = (product: string): PageMeta => ({
  title: `Tips para una mejor búsqueda | ${product}`,
  description: 'Consejos para encontrar más rápido el producto que buscás.',
});

export const categoriesMobileMeta = (product: string): PageMeta => ({
  title: `Categorías | ${product}`,
  description: 'Todas las categorías de productos.',
});

export const loginMeta = (product: string): PageMeta => ({
  title: `Ingresar | ${product}`,
  description: `Acceso al back office de ${product}.`,
});

export const notFoundMeta = (product: string): PageMeta => ({
  title: `Página no encontrada | ${product}`,
  description: 'La página que buscás no existe.',
});

export const mainMeta = (product: string): PageMeta => ({
  title: product,
  description: `${product}: precios de hardware en Argentina.`,
});
