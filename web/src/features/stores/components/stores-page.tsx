import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Chip } from '../../../components/ui/chip';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { STORES_PAGINATION_WINDOW, STORES_PER_PAGE } from '../../../config/constants';
import { provinceName } from '../../../config/provinces';
import { animateScrollToTop } from '../../../lib/scroll';
import { useStores } from '../api/get-stores';
import { filterStores, provinceCounts, publicStores } from '../lib/public-stores';
import { selectedProvinceByStoreAtom, storeKeySearchAtom } from '../state/stores-atoms';
import { ProvinceFilter } from './province-filter';
import { StoreCard } from './store-card';

/** 'Tiendas Oficiales': active stores, filtered by the header text and a province, 6 per page. */
export function StoresPage({ categoryList }: { categoryList: ReactNode }) {
  const { data, isPending, isError } = useStores();
  const nameKey = useAtomValue(storeKeySearchAtom);
  const setNameKey = useSetAtom(storeKeySearchAtom);
  const [provinceId, setProvinceId] = useAtom(selectedProvinceByStoreAtom);
  const [page, setPage] = useState(1);

  const active = useMemo(() => publicStores(data ?? []), [data]);
  const byName = useMemo(() => filterStores(active, nameKey, null), [active, nameKey]);
  const shown = useMemo(() => filterStores(byName, '', provinceId), [byName, provinceId]);
  const totalPages = Math.ceil(shown.length / STORES_PER_PAGE);
  const pageStores = shown.slice((page - 1) * STORES_PER_PAGE, page * STORES_PER_PAGE);

  useEffect(() => setPage(1), [nameKey, provinceId]);
  // Leaving the page forgets the name typed in the header (it starts empty next time).
  useEffect(() => () => setNameKey(''), [setNameKey]);

  return (
    <div className="page stores-page">
      <h1 className="page-title">Tiendas Oficiales</h1>
      <div className="with-sidebar">
        <aside className="sidebar" aria-label="Filtros de tiendas">
          <ProvinceFilter provinces={provinceCounts(byName)} selected={provinceId} onSelect={setProvinceId} />
          <div className="filter-group">
            <h2 className="filter-group__title">Categorías</h2>
            {categoryList}
          </div>
        </aside>
        <section className="stores-page__main" aria-label="Tiendas">
          <div className="results-toolbar">
            <p className="results-count" role="status">
              {shown.length} Tiendas Disponibles
            </p>
            {provinceId !== null && (
              <Chip
                label={provinceName(provinceId) ?? String(provinceId)}
                removeLabel="Quitar filtro de provincia"
                onRemove={() => setProvinceId(null)}
              />
            )}
          </div>
          {isPending ? (
            <Spinner block />
          ) : isError ? (
            <p className="empty-text">No pudimos cargar las tiendas.</p>
          ) : pageStores.length === 0 ? (
            <p className="empty-text">No se encontraron resultados para tu búsqueda.</p>
          ) : (
            <ul className="stores-grid">
              {pageStores.map((store) => (
                <li key={store.id}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            current={page}
            totalPages={totalPages}
            windowSize={STORES_PAGINATION_WINDOW}
            label="Páginas de tiendas"
            onChange={(next) => {
              setPage(next);
              animateScrollToTop();
            }}
          />
        </section>
      </div>
    </div>
  );
}
