import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../../components/ui/pagination';
import { Spinner } from '../../../../components/ui/spinner';

import { backOfficePaths } from '../../../../config/back-office-paths';
import { animateScrollToTop } from '../../../../lib/scroll';
import { Icon } from '../../shell/icons';
import { ACTIVE_STATUS_ID, type AdminStore } from '../api/admin-store';
import { useReactivateStore, useSuspendStore } from '../api/change-store-status';
import { useAdminStores } from '../api/get-admin-stores';

/** Spec section 9: 10 stores per page, a window of 6 page buttons. */
export const ADMIN_STORES_PER_PAGE = 10;
export const ADMIN_STORES_WINDOW = 6;

function StoreRow({ store }: { store: AdminStore }) {
  const suspend = useSuspendStore();
  const reactivate = useReactivateStore();
  const active = store.estadoId === ACTIVE_STATUS_ID;
  return (
    <tr className={active ? undefined : 'is-inactive'}>
      <td>
        {store.logo && <img src={store.logo} alt="" width={48} height={48} className="bo-table__logo" />}
      </td>
      <td>
        {store.nombre}
        {!active && <span className="bo-badge bo-badge--warn">Inactiva</span>}
      </td>
      <td>{store.provincia?.nombre ?? '—'}</td>
      <td className="bo-table__actions">
        {active ? (
          <>
            <Link
              className="icon-button"
              to={backOfficePaths.editStore.getHref(store.id)}
              aria-label={`Editar ${store.nombre}`}
              title="Editar"
            >
              <Icon name="edit" />
            </Link>
            <button
              type="button"
              className="icon-button"
              aria-label={`Suspender ${store.nombre}`}
              title="Suspender"
              disabled={suspend.isPending}
              onClick={() => suspend.mutate(store.id)}
            >
              <Icon name="suspend" />
            </button>
          </>
        ) : (
          <button
            type="button"
            className="icon-button"
            aria-label={`Reactivar ${store.nombre}`}
            title="Reactivar"
            disabled={reactivate.isPending}
            onClick={() => reactivate.mutate(store)}
          >
            <Icon name="reactivate" />
          </button>
        )}
      </td>
    </tr>
  );
}

/** fullAdmin's store list: name search, 'Nueva Tienda', paged table with suspend/reactivate. */
export function AdminStoresList() {
  const stores = useAdminStores();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const needle = query.trim().toLowerCase();
  const matching = (stores.data ?? []).filter((s) => s.nombre.toLowerCase().includes(needle));
  const totalPages = Math.ceil(matching.length / ADMIN_STORES_PER_PAGE);
  const current = Math.min(page, Math.max(1, totalPages));
  const shown = matching.slice((current - 1) * ADMIN_STORES_PER_PAGE, current * ADMIN_STORES_PER_PAGE);

  return (
    <section className="bo-page">
      <h1>Tiendas</h1>
      <div className="bo-toolbar">
        <input
          type="search"
          placeholder="Buscar tienda por nombre..."
          aria-label="Buscar tienda por nombre"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
        />
        <Link className="button button--primary" to={backOfficePaths.addStore.getHref()}>
          Nueva Tienda
        </Link>
      </div>
      {stores.isPending ? (
        <Spinner />
      ) : (
        <table className="bo-table" aria-label="Tiendas">
          <thead>
            <tr>
              <th scope="col">Logo</th>
              <th scope="col">Nombre</th>
              <th scope="col">Provincia</th>
              <th scope="col">Acciones</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((store) => (
              <StoreRow key={store.id} store={store} />
            ))}
          </tbody>
        </table>
      )}
      {stores.isSuccess && matching.length === 0 && <p className="empty-text">No se encontraron tiendas.</p>}
      <Pagination
        current={current}
        totalPages={totalPages}
        windowSize={ADMIN_STORES_WINDOW}
        label="Páginas de tiendas"
        onChange={(next) => {
          setPage(next);
          animateScrollToTop();
        }}
      />
    </section>
  );
}
