import { Link, useNavigate } from 'react-router-dom';
import type { Store } from '../../../api/types';
import { BREAKPOINTS, TRUNCATE } from '../../../config/constants';
import { assetPaths, paths } from '../../../config/paths';
import { truncate } from '../../../lib/text';
import { ensureScheme } from '../../../lib/url';
import { useMaxWidth } from '../../../lib/use-media-query';
import { recordStoreVisit } from '../api/record-store-visit';
import { storeLogo } from '../lib/public-stores';

/** A store on the stores page; up to 768 px the whole card opens the catalogue. */
export function StoreCard({ store }: { store: Store }) {
  const navigate = useNavigate();
  const wholeCardTappable = useMaxWidth(BREAKPOINTS.mobile);
  const catalogHref = paths.searchResult.store(store.id, store.nombre);
  const website = ensureScheme(store.url);
  return (
    <article
      className={wholeCardTappable ? 'store-card is-tappable' : 'store-card'}
      aria-labelledby={`store-${store.id}-name`}
      onClick={(event) => {
        if (!wholeCardTappable || (event.target as HTMLElement).closest('a')) return;
        recordStoreVisit(store.id);
        navigate(catalogHref);
      }}
    >
      <img
        className="store-card__logo"
        src={storeLogo(store) || assetPaths.storePlaceholder}
        alt={`Logo de ${store.nombre}`}
        width={120}
        height={120}
        loading="lazy"
        decoding="async"
      />
      <div className="store-card__body">
        <h2 id={`store-${store.id}-name`} className="store-card__name">
          {store.nombre}
        </h2>
        {website && (
          <a className="store-card__web" href={website} target="_blank" rel="noopener noreferrer">
            {store.url}
          </a>
        )}
        {store.direccion && (
          <p className="store-card__address" title={store.direccion}>
            {truncate(store.direccion, TRUNCATE.storeAddress)}
          </p>
        )}
        <Link
          className="button button--primary store-card__catalog"
          to={catalogHref}
          onClick={() => recordStoreVisit(store.id)}
          aria-label={`Catálogo de ${store.nombre}`}
        >
          Catálogo
        </Link>
      </div>
    </article>
  );
}
