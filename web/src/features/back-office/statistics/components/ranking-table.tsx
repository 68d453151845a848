import { truncate } from '../../../../lib/text';
import { formatPrice } from '../lib/format-price';
import { Icon } from '../../shell/icons';
import type { ProductRankingRow } from '../api/stats-reads';

/** Spec section 9: ranking names are cut to 38 characters. */
export const RANKING_NAME_MAX = 38;
const TROPHIES = [
  { className: 'bo-trophy--gold', label: 'Trofeo de oro' },
  { className: 'bo-trophy--silver', label: 'Trofeo de plata' },
  { className: 'bo-trophy--bronze', label: 'Trofeo de bronce' },
];

/** The most visited products: position (trophies for the top 3), name, visits, price, store. */
export function RankingTable({ rows }: { rows: ProductRankingRow[] }) {
  return (
    <table className="bo-table" aria-label="Productos más visitados">
      <thead>
        <tr>
          <th scope="col">Posición</th>
          <th scope="col">Producto</th>
          <th scope="col">Visitas</th>
          <th scope="col">Precio</th>
          <th scope="col">Tienda</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const trophy = TROPHIES[index];
          return (
            <tr key={row.productoId}>
              <td>
                {trophy ? (
                  <span
                    className={`bo-trophy ${trophy.className}`}
                    role="img"
                    aria-label={`${index + 1} - ${trophy.label}`}
                  >
                    <Icon name="trophy" />
                  </span>
                ) : (
                  index + 1
                )}
              </td>
              <td title={row.nombreProducto ?? undefined}>
                {truncate(row.nombreProducto, RANKING_NAME_MAX)}
              </td>
              <td>{row.cantidadBusquedas}</td>
              <td>{formatPrice(row.precio, row.moneda)}</td>
              <td>{row.nombreTienda ?? '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
