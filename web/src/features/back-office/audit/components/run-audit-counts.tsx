import { Link } from 'react-router-dom';
import { backOfficePaths } from '../../../../config/back-office-paths';

const LABELS: Record<string, string> = {
  desde: "'Desde' que no es el precio de una oferta disponible",
  'currency-mix': 'Modelos que mezclan monedas',
  'history-identity': 'Historiales que cruzan un cambio de producto',
  'inactive-store': 'Publicaciones de tiendas inactivas a la vista',
  'hit-price': 'Resultados con otro precio, moneda o stock que su producto',
};

export const auditTotal = (audit: Record<string, number> | undefined) =>
  Object.values(audit ?? {}).reduce((n, c) => n + c, 0);

/** A run's audit counts, in its reading-quality report: shown only when the audit found something. */
export function RunAuditCounts({ audit }: { audit: Record<string, number> | undefined }) {
  const found = Object.entries(audit ?? {}).filter(([, n]) => n > 0);
  if (found.length === 0) return null;
  return (
    <section>
      <p>
        Auditoría del catálogo al terminar: <Link to={backOfficePaths.audit.getHref()}>ver el detalle</Link>
      </p>
      <ul>
        {found.map(([check, n]) => (
          <li key={check}>
            {LABELS[check] ?? check}: <strong>{n}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
