import type { ProductDetail } from '@hardprecios/core/products/products.repository';
import { formatPrice } from '@hardprecios/core/catalog/format-ars';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  /** schema.org JSON-LD for the page. */
  jsonLd?: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the tag. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Puts a page's title, description, Open Graph tags and JSON-LD into the built index.html. */
export function renderIndexHtml(template: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="${meta.jsonLd ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : new URL(url, publicUrl).href;

/** What a shared or crawled link to a product shows: its name, price, store and a schema.org Offer. */
export function productMeta(product: ProductDetail, publicUrl: string, productName: string): PageMeta {
  const image = product.images[0] ? absolute(publicUrl, product.images[0]) : undefined;
  const url = `${publicUrl}/product-detail/${product.id}`;
  const storeUrl = /^https?:\/\//.test(product.url) ? product.url : `https://${product.url}`;
  return {
    title: `${product.name} | ${productName}`,
    description: `${product.name} a ${formatPrice(product.price, product.currency)} en ${product.store.name}. Compará precios e historial en ${productName}.`,
    url,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      ...(image ? { image: [image] } : {}),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      ...(product.sku ? { sku: product.sku } : {}),
      ...(product.description ? { description: product.description.slice(0, 500) } : {}),
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: product.currency,
        availability:
          product.removedAt === null && product.inStock
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
        url: storeUrl,
        seller: { '@type': 'Organization', name: product.store.name },
      },
    },
  };
}
