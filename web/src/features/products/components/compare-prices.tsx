import type { ModelOffer } from '../../../api/types';
import { Spinner } from '../../../components/ui/spinner';
import { assetPaths } from '../../../config/paths';
import { formatPrice, formatTimeAgo } from '../../../lib/format';
import { ensureScheme } from '../../../lib/url';
import { useOffers } from '../api/get-offers';
import { recordStoreRedirect } from '../api/record-store-redirect';
import { STORE_NAME_FALLBACK } from './product-card';

export const COMPARE_TEXT = {
  title: 'Comparar precios',
  single: 'Por ahora, solo esta tienda ofrece este producto.',
  best: 'Mejor precio',
  available: 'Disponible',
  unavailable: 'Sin stock',
  doubtful: 'Precio a confirmar con la tienda',
  cash: 'contado / transferencia',
  list: 'precio de lista',
  goToStore: 'Ver en tienda',
  failed: 'No pudimos cargar las ofertas de otras tiendas.',
} as const;

function OfferRow({ offer, best, current }: { offer: ModelOffer; best: boolean; current: boolean }) {
  const href = ensureScheme(offer.url);
  const store = offer.nombreTienda || STORE_NAME_FALLBACK;
  const cash = offer.precioContado !== null && offer.precioContado <= offer.precio;
  const classes = [
    'offer',
    best && 'offer--best',
    !offer.disponible && 'offer--unavailable',
    current && 'offer--current',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} aria-label={`${store}: ${formatPrice(offer.precio)}`}>
      <span className="offer__store">
        <img
          src={offer.logoTienda || assetPaths.storePlaceholder}
          alt=""
          width={32}
          height={32}
          loading="lazy"
        />
        <span className="offer__store-name">{store}</span>
        {best && <span className="offer__badge">{COMPARE_TEXT.best}</span>}
      </span>
      <span className="offer__price">
        <strong>{formatPrice(offer.precio)}</strong>
        {cash && <small> {COMPARE_TEXT.cash}</small>}
        {offer.precioLista !== null && offer.precioLista > offer.precio && (
          <small className="offer__list-price">
            {formatPrice(offer.precioLista)} {COMPARE_TEXT.list}
          </small>
        )}
        {offer.precioDudoso && <small className="offer__doubtful">{COMPARE_TEXT.doubtful}</small>}
      </span>
      <span className="offer__stock">
        {offer.disponible ? COMPARE_TEXT.available : COMPARE_TEXT.unavailable}
      </span>
      <time
        className="offer__checked"
        dateTime={offer.actualizadoEn}
        title={new Date(offer.actualizadoEn).toLocaleString('es-AR')}
      >
        {formatTimeAgo(offer.actualizadoEn)}
      </time>
      {href && (
        <a
          className="button offer__link"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => recordStoreRedirect(offer.productoId, offer.tiendaId)}
          aria-label={`${COMPARE_TEXT.goToStore}: ${store}`}
        >
          {COMPARE_TEXT.goToStore}
        </a>
      )}
    </li>
  );
}

/**
 * 'Comparar precios': every store offering the same product, cheapest available first and marked,
 * unavailable offers last and greyed. A product one store alone offers says so.
 */
export function ComparePrices({ productId }: { productId: string }) {
  const { data, isPending, isError } = useOffers(productId);
  const offers = data?.ofertas ?? [];
  const best = offers.find((o) => o.disponible && !o.precioDudoso);
  return (
    <section className="compare-prices" aria-labelledby="compare-prices-title">
      <h2 id="compare-prices-title" className="section-title">
        {COMPARE_TEXT.title}
      </h2>
      {isPending ? (
        <Spinner label="Cargando ofertas" />
      ) : isError ? (
        <p className="compare-prices__note">{COMPARE_TEXT.failed}</p>
      ) : offers.length <= 1 ? (
        <p className="compare-prices__note">{COMPARE_TEXT.single}</p>
      ) : (
        <ol className="compare-prices__list" aria-label={`Ofertas de ${offers.length} tiendas`}>
          {offers.map((offer) => (
            <OfferRow
              key={offer.productoId}
              offer={offer}
              best={offer === best}
              current={String(offer.productoId) === productId}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
