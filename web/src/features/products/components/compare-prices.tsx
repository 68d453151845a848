import { useState } from 'react';
import type { ModelOffer } from '../../../api/types';
import { Spinner } from '../../../components/ui/spinner';
import { assetPaths } from '../../../config/paths';
import { formatPrice, formatTimeAgo } from '../../../lib/format';
import { imageFallback } from '../../../lib/image-fallback';
import { truncate } from '../../../lib/text';
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
  dollarsTitle: 'Precios en dólares',
  dollarsNote: 'Estas tiendas publican en dólares: sus precios no se comparan con los precios en pesos.',
} as const;

/** How an offer that is not a new unit is labelled in its row. */
export const CONDITION_TEXT: Record<Exclude<ModelOffer['condicion'], 'nuevo'>, string> = {
  outlet: 'Outlet (caja abierta)',
  usado: 'Usado',
  reacondicionado: 'Reacondicionado',
};

/** A listing name longer than this is shortened in its row (whole on hover, or on tap). */
const LISTING_NAME_MAX = 60;

/** What the store actually sells, under its name: shortened, whole on hover (title) or tap. */
function ListingName({ name }: { name: string }) {
  const [whole, setWhole] = useState(false);
  if (name.length <= LISTING_NAME_MAX) return <span className="offer__listing">{name}</span>;
  return (
    <button
      type="button"
      className="offer__listing offer__listing--toggle"
      title={name}
      aria-label={name}
      aria-expanded={whole}
      onClick={() => setWhole((w) => !w)}
    >
      {whole ? name : truncate(name, LISTING_NAME_MAX)}
    </button>
  );
}

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
    <li className={classes} aria-label={`${store}: ${formatPrice(offer.precio, offer.moneda)}`}>
      <span className="offer__store">
        <img
          src={offer.logoTienda || assetPaths.storePlaceholder}
          alt=""
          width={32}
          height={32}
          loading="lazy"
          {...imageFallback(assetPaths.storePlaceholder)}
        />
        <span className="offer__names">
          <span className="offer__store-name">{store}</span>
          <ListingName name={offer.nombre} />
        </span>
        {best && <span className="offer__badge">{COMPARE_TEXT.best}</span>}
        {offer.condicion && offer.condicion !== 'nuevo' && (
          <span className="offer__condition">{CONDITION_TEXT[offer.condicion]}</span>
        )}
      </span>
      <span className="offer__price">
        <strong>{formatPrice(offer.precio, offer.moneda)}</strong>
        {cash && <small> {COMPARE_TEXT.cash}</small>}
        {offer.precioLista !== null && offer.precioLista > offer.precio && (
          <small className="offer__list-price">
            {formatPrice(offer.precioLista, offer.moneda)} {COMPARE_TEXT.list}
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
 * 'Comparar precios': every store offering the same product, each row naming what the store sells,
 * cheapest available peso offer first and marked, unavailable offers last and greyed. Offers in dollars
 * are listed apart, after them, saying so: no rate compares them with pesos. Offers of another condition
 * (outlet, used, refurbished) come after the new ones, labelled, and are never 'Mejor precio'. A product
 * one store alone offers says so.
 */
export function ComparePrices({ productId }: { productId: string }) {
  const { data, isPending, isError } = useOffers(productId);
  const offers = data?.ofertas ?? [];
  const pesos = offers.filter((o) => o.moneda === 'ARS');
  const dollars = offers.filter((o) => o.moneda !== 'ARS');
  // Only a new unit is crowned: an outlet, used or refurbished offer is shown with its condition.
  const best = pesos.find((o) => o.disponible && !o.precioDudoso && (o.condicion ?? 'nuevo') === 'nuevo');
  const rows = (list: ModelOffer[]) =>
    list.map((offer) => (
      <OfferRow
        key={offer.productoId}
        offer={offer}
        best={offer === best}
        current={String(offer.productoId) === productId}
      />
    ));
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
        <>
          {pesos.length > 0 && (
            <ol className="compare-prices__list" aria-label={`Ofertas de ${pesos.length} tiendas`}>
              {rows(pesos)}
            </ol>
          )}
          {dollars.length > 0 && (
            <section className="compare-prices__dollars" aria-labelledby="compare-prices-dollars">
              <h3 id="compare-prices-dollars" className="compare-prices__subtitle">
                {COMPARE_TEXT.dollarsTitle}
              </h3>
              <p className="compare-prices__note">{COMPARE_TEXT.dollarsNote}</p>
              <ol
                className="compare-prices__list"
                aria-label={`Ofertas en dólares de ${dollars.length} tiendas`}
              >
                {rows(dollars)}
              </ol>
            </section>
          )}
        </>
      )}
    </section>
  );
}
