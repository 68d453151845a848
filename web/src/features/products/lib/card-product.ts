import type { Product } from '../../../api/types';

/** What a product card shows; built from a Product or from a search hit. */
export interface CardProduct {
  id: number;
  name: string;
  price: number;
  image: string | null;
  storeName: string | null;
  storeLogo: string | null;
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
    image: productImages(product)[0] ?? null,
    storeName: product.nombreTienda ?? product.tienda?.nombre ?? null,
    storeLogo: product.logoTienda ?? product.tienda?.logo ?? product.tienda?.imagenes?.[0]?.url ?? null,
  };
}
