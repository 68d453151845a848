import type { Store } from '../../../api/types';
import { assetPaths } from '../../../config/paths';
import { ensureScheme } from '../../../lib/url';
import { storeLogo } from '../lib/public-stores';

/** The store's details beside its catalogue on the results page. */
export function StoreInfoPanel({ store }: { store: Store }) {
  const website = ensureScheme(store.url);
  const rows: Array<[string, string | null | undefined]> = [
    ['Dirección', store.direccion],
    ['Sucursales', store.sucursal],
    ['Horarios', store.horarios],
    ['Teléfono', store.contacto],
    ['Contacto', store.correoContacto],
    ['Información adicional', store.descripcion],
  ];
  return (
    <section className="store-info" aria-labelledby="store-info-title">
      <img
        className="store-info__logo"
        src={storeLogo(store) || assetPaths.storePlaceholder}
        alt={`Logo de ${store.nombre}`}
        width={96}
        height={96}
      />
      <h2 id="store-info-title" className="store-info__name">
        {store.nombre}
      </h2>
      <dl className="store-info__rows">
        {website && (
          <div className="store-info__row">
            <dt>Sitio web</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {store.url}
              </a>
            </dd>
          </div>
        )}
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <div key={label} className="store-info__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
