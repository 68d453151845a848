import type { Product } from '../../../api/types';
import { specRows } from '../lib/spec-labels';
import { OpenDbCredit } from './opendb-credit';

/** 'Especificaciones' of a product page: each value with its source, and the OpenDB credit under it. */
export function SpecTable({ product }: { product: Pick<Product, 'especificaciones' | 'fuentes'> }) {
  const rows = specRows(product.especificaciones, product.fuentes);
  if (rows.length === 0) return null;
  return (
    <section className="spec-table" aria-labelledby="spec-table-title">
      <h2 id="spec-table-title">Especificaciones</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Característica</th>
            <th scope="col">Valor</th>
            <th scope="col">Fuente</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{r.value}</td>
              <td className="spec-table__source">{r.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OpenDbCredit className="spec-table__credit" />
    </section>
  );
}
