import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../../components/ui/pagination';
import { Spinner } from '../../../../components/ui/spinner';
import { backOfficePaths } from '../../../../config/back-office-paths';
import { formatPrice } from '../../../../lib/format';
import { animateScrollToTop } from '../../../../lib/scroll';
import { useAdminModels } from '../api/get-admin-models';

export const MODELS_TEXT = {
  title: 'Modelos',
  intro:
    'Cada modelo es un mismo producto en distintas tiendas. Revisá por qué se agruparon sus listados, separá los que no correspondan y uní los que falten.',
  search: 'Buscar por nombre, #modelo o número de listado...',
  empty: 'No se encontraron modelos.',
} as const;

/** fullAdmin's models: a search over listing names (or ids), most stores first, ten per page. */
export function ModelsList() {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const models = useAdminModels(query.trim(), page);
  const rows = models.data?.data ?? [];
  return (
    <section className="bo-page">
      <h1>{MODELS_TEXT.title}</h1>
      <p className="bo-intro">{MODELS_TEXT.intro}</p>
      <div className="bo-toolbar">
        <input
          type="search"
          placeholder={MODELS_TEXT.search}
          aria-label="Buscar modelos"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
        />
        {models.data && <span className="results-count">{models.data.totalItems} modelos</span>}
      </div>
      {models.isPending ? (
        <Spinner />
      ) : (
        <table className="bo-table" aria-label="Modelos">
          <thead>
            <tr>
              <th scope="col">Modelo</th>
              <th scope="col">Nombre</th>
              <th scope="col">Tiendas</th>
              <th scope="col">Listados</th>
              <th scope="col">Desde</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((model) => (
              <tr key={model.id}>
                <td>#{model.id}</td>
                <td>
                  <Link to={backOfficePaths.model.getHref(model.id)}>{model.nombre}</Link>
                </td>
                <td>{model.tiendasCount}</td>
                <td>{model.listadosCount}</td>
                <td>{model.precioDesde === null ? '—' : formatPrice(model.precioDesde, 'ARS')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {models.isSuccess && rows.length === 0 && <p className="empty-text">{MODELS_TEXT.empty}</p>}
      <Pagination
        current={page}
        totalPages={models.data?.totalPages ?? 0}
        windowSize={6}
        label="Páginas de modelos"
        onChange={(next) => {
          setPage(next);
          animateScrollToTop();
        }}
      />
    </section>
  );
}
