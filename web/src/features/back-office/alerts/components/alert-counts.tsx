import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../../components/ui/pagination';
import { Spinner } from '../../../../components/ui/spinner';
import { backOfficePaths } from '../../../../config/back-office-paths';
import { useAlertCounts } from '../api/alerts-admin';

export const ALERTS_TEXT = {
  title: 'Alertas',
  intro: 'Cuántas alertas de precio tiene cada producto. Las direcciones de correo no se muestran.',
  empty: 'Todavía nadie pidió una alerta de precio.',
} as const;

/** Alert counts per model, most watched first (counts only: never an address). */
export function AlertCounts() {
  const [page, setPage] = useState(1);
  const counts = useAlertCounts(page);
  const rows = counts.data?.data ?? [];
  return (
    <section className="bo-page">
      <h1>{ALERTS_TEXT.title}</h1>
      <p className="bo-intro">{ALERTS_TEXT.intro}</p>
      {counts.isPending ? (
        <Spinner />
      ) : (
        <table className="bo-table" aria-label="Alertas por producto">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col">Activas</th>
              <th scope="col">Sin confirmar</th>
              <th scope="col">Avisos enviados</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.modeloId}>
                <td>
                  <Link to={backOfficePaths.model.getHref(row.modeloId)}>{row.nombre}</Link>
                </td>
                <td>{row.activas}</td>
                <td>{row.pendientes}</td>
                <td>{row.avisosEnviados}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {counts.isSuccess && rows.length === 0 && <p className="empty-text">{ALERTS_TEXT.empty}</p>}
      <Pagination
        current={page}
        totalPages={counts.data?.totalPages ?? 0}
        windowSize={6}
        label="Páginas de alertas"
        onChange={setPage}
      />
    </section>
  );
}
