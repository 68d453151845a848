import { useId } from 'react';
import { Link } from 'react-router-dom';
import { TRUNCATE } from '../../../config/constants';
import { assetPaths, paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import { imageFallback } from '../../../lib/image-fallback';
import { scrollToTopNow } from '../../../lib/scroll';
import { truncate } from '../../../lib/text';
import { MIN_90_BADGE, showsMin90Badge } from '../../deals/lib/verdict-text';
import { storesOffer, type CardProduct } from '../lib/card-product';

export const STORE_NAME_FALLBACK = 'Nombre no disponible';
/** An out-of-stock listing's card, detail page and offer say so beside its price. */
export const OUT_OF_STOCK = 'Sin stock';

interface ProductCardProps {
  product: CardProduct;
  /** Name length limit: 60 on the desktop card, 16 on mobile slides, 20 on related cards. */
  nameMax?: number;
  highlighted?: boolean;
  /** Image loading hint: the first cards of a page are above the fold. */
  eager?: boolean;
}

/** 'N tiendas desde $ X', its price kept on one line when the text wraps on a narrow card. */
function StoresOffer({ text }: { text: string }) {
  const at = text.indexOf(FROM);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at + FROM.length)}
      <span className="product-card__stores-price">{text.slice(at + FROM.length)}</span>
    </>
  );
}
const FROM = ' desde ';

/** A product in a grid or strip: the whole card links to the detail page and scrolls to top. */
export function ProductCard({
  product,
  nameMax = TRUNCATE.cardName,
  highlighted = false,
  eager = false,
}: ProductCardProps) {
  const storeName = product.storeName || STORE_NAME_FALLBACK;
  const offerId = useId();
  const badgeId = useId();
  const offer = storesOffer(product);
  const badge = showsMin90Badge(product);
  const outOfStock = product.available === false;
  const price = formatPrice(product.price, product.currency);
  const described = [offer && offerId, badge && badgeId].filter(Boolean).join(' ');
  return (
    <article className={highlighted ? 'product-card is-highlighted' : 'product-card'}>
      <Link
        to={paths.productDetail.getHref(product.id)}
        onClick={scrollToTopNow}
        className="product-card__link"
        aria-label={`${product.name}, ${price}${outOfStock ? `, ${OUT_OF_STOCK}` : ''}, ${storeName}`}
        aria-describedby={described || undefined}
      >
        {badge && (
          <span className="product-card__badge" id={badgeId}>
            {MIN_90_BADGE}
          </span>
        )}
        {/* Where the deal badge goes (an out-of-stock listing never has one): its price is no offer. */}
        {outOfStock && (
          <span className="product-card__badge product-card__badge--stock" aria-hidden="true">
            {OUT_OF_STOCK}
          </span>
        )}
        <img
          className="product-card__image"
          src={product.image || assetPaths.productPlaceholder}
          alt=""
          width={200}
          height={200}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...imageFallback(assetPaths.productPlaceholder)}
        />
        <h3 className="product-card__name" title={product.name}>
          {truncate(product.name, nameMax)}
        </h3>
        <p className={outOfStock ? 'product-card__price is-unavailable' : 'product-card__price'}>{price}</p>
        {/* Always there (empty for a single store), so cards and skeletons keep one height. */}
        <p className="product-card__stores" id={offer ? offerId : undefined}>
          {offer && <StoresOffer text={offer} />}
        </p>
        <p className="product-card__store">
          <img
            className="product-card__logo"
            src={product.storeLogo || assetPaths.storePlaceholder}
            alt=""
            width={24}
            height={24}
            loading="lazy"
            {...imageFallback(assetPaths.storePlaceholder)}
          />
          <span>{storeName}</span>
        </p>
      </Link>
    </article>
  );
}
