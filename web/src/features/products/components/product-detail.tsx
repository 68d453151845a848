import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { BREAKPOINTS, TRUNCATE } from '../../../config/constants';
import { assetPaths, paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import { scrollToTopNow } from '../../../lib/scroll';
import { stripHtml, truncate } from '../../../lib/text';
import { ensureScheme } from '../../../lib/url';
import { useMaxWidth } from '../../../lib/use-media-query';
import { useProduct } from '../api/get-product';
import { useRecordProductVisit } from '../api/record-product-visit';
import { recordStoreRedirect } from '../api/record-store-redirect';
import { productImages, productName, productToCard } from '../lib/card-product';
import { DealVerdict } from '../../deals/components/deal-verdict';
import { PriceAlertForm } from '../../alerts/components/price-alert-form';
import { SpecTable } from '../../specs/components/spec-table';
import { AddToBuild } from '../../builder/components/add-to-build';
import { ComparePrices } from './compare-prices';
import { ImageSlider } from './image-slider';
import { PriceHistory } from './price-history';
import { RelatedProducts } from './related-products';
import { OUT_OF_STOCK, STORE_NAME_FALLBACK } from './product-card';

/** Under a dollar price: no rate turns it into pesos, and it is compared with dollar prices only. */
export const DOLLAR_PRICE_NOTE = 'Precio en dólares: no se compara con los precios en pesos.';

/** Description as plain text: 600 characters, or 200 plus an ellipsis at widths up to 380 px. */
export function productDescription(html: string | null | undefined, narrow: boolean): string {
  const text = stripHtml(html);
  return narrow ? truncate(text, TRUNCATE.descriptionNarrow) : text.slice(0, TRUNCATE.description);
}

export function ProductDetail({ id }: { id: string }) {
  const { data: product, isPending, isError } = useProduct(id);
  const isNarrow = useMaxWidth(BREAKPOINTS.narrow);
  useEffect(scrollToTopNow, [id]);
  useRecordProductVisit(product);

  if (isPending) return <Spinner block label="Cargando producto" />;
  if (isError || !product) {
    return (
      <section className="page page--center">
        <h1>No encontramos este producto</h1>
        <Link className="button button--primary" to={paths.home.getHref()}>
          Volver al inicio
        </Link>
      </section>
    );
  }

  const name = productName(product);
  const card = productToCard(product);
  const storeHref = ensureScheme(product.url);
  const openStore = () => recordStoreRedirect(product.id, product.tiendaId);
  const description = productDescription(product.descripcion, isNarrow);
  const price = formatPrice(product.precio, product.moneda);

  return (
    <article className="page product-detail" aria-labelledby="product-title">
      <div className="product-detail__top">
        <ImageSlider
          images={productImages(product)}
          alt={name}
          storeHref={storeHref}
          onOpenStore={openStore}
        />
        <div className="product-detail__info">
          <h1 id="product-title" className="product-detail__title">
            {name}
          </h1>
          <p className="product-detail__store">
            <img src={card.storeLogo || assetPaths.storePlaceholder} alt="" width={40} height={40} />
            <span>{card.storeName || STORE_NAME_FALLBACK}</span>
          </p>
          <p
            className={
              product.disponible === false ? 'product-detail__price is-unavailable' : 'product-detail__price'
            }
            aria-label={`Precio: ${price}${product.disponible === false ? `, ${OUT_OF_STOCK}` : ''}`}
          >
            {price}
            {product.disponible === false && <span className="product-detail__stock">{OUT_OF_STOCK}</span>}
          </p>
          {product.moneda === 'USD' && <p className="product-detail__currency">{DOLLAR_PRICE_NOTE}</p>}
          <DealVerdict
            verdict={product.veredicto}
            productId={product.id}
            storeId={product.tiendaId}
            bestOffer={product.ofertaDesde}
          />
          {storeHref && (
            <a
              className="button button--primary button--large"
              href={storeHref}
              target="_blank"
              rel="noopener noreferrer"
              onClick={openStore}
            >
              Ver producto en tienda
            </a>
          )}
          <AddToBuild
            productId={product.id}
            categoryIds={(product.categorias ?? []).map((c) => c.categoria.id)}
          />
          <PriceAlertForm productId={product.id} bestPrice={product.precioDesde ?? null} />
          {description && (
            <section className="product-detail__description" aria-label="Descripción">
              <p>{description}</p>
            </section>
          )}
        </div>
      </div>
      <ComparePrices productId={id} />
      <SpecTable product={product} />
      <PriceHistory
        productId={id}
        currency={product.moneda}
        compareStores={product.moneda === 'ARS' && (product.tiendasCount ?? 1) > 1}
      />
      <RelatedProducts productId={id} />
    </article>
  );
}
