import { Link } from 'react-router-dom';
import { Spinner } from '../../../../components/ui/spinner';
import { backOfficePaths } from '../../../../config/back-office-paths';
import { formatDateTime } from '../../lib/argentina-dates';
import { useCatalogAudit, type AuditCheckView } from '../api/get-audit';
import './catalog-audit.css';

export const AUDIT_TEXT = {
  title: 'Auditoría',
  intro:
    'Lo que el sitio muestra, comprobado contra el catálogo guardado. Cada problema lleva los números de producto, modelo o tienda para buscarlo.',
  again: 'Volver a revisar',
  none: 'Sin problemas',
  failed: 'No se pudo hacer la auditoría. Probá de nuevo en unos minutos.',
} as const;

const problems = (n: number) => (n === 1 ? '1 problema' : `${n} problemas`);

const ID_LABELS: Record<string, string> = {
  productId: 'producto',
  modelId: 'modelo',
  storeId: 'tienda',
  historyId: 'historial',
};

/** A violation's ids, the model one a link to its page in 'Modelos'. */
function Ids({ ids }: { ids: Record<string, number> }) {
  return (
    <span className="bo-audit__ids">
      {Object.entries(ids).map(([key, id]) => (
        <span key={key}>
          {ID_LABELS[key] ?? key}{' '}
          {key === 'modelId' ? <Link to={backOfficePaths.model.getHref(id)}>{id}</Link> : id}
        </span>
      ))}
    </span>
  );
}

function Check({ check }: { check: AuditCheckView }) {
  const hidden = check.cantidad - check.problemas.length;
  return (
    <section className="bo-audit__check" aria-labelledby={`audit-${check.id}`}>
      <h2 id={`audit-${check.id}`}>{check.titulo}</h2>
      <p className={check.cantidad === 0 ? 'bo-audit__count is-ok' : 'bo-audit__count is-bad'}>
        {check.cantidad === 0 ? AUDIT_TEXT.none : problems(check.cantidad)}
      </p>
      {check.problemas.length > 0 && (
        <ul className="bo-audit__violations">
          {check.problemas.map((v, i) => (
            <li key={i}>
              <Ids ids={v.ids} />
              <span>{v.mensaje}</span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="bo-intro">
          Y {problems(hidden)} más: <code>npm run audit</code> los lista todos.
        </p>
      )}
    </section>
  );
}

/** The catalog audit: each invariant with how many listings break it, and which. */
export function CatalogAudit() {
  const audit = useCatalogAudit();
  return (
    <section className="bo-page bo-audit">
      <h1>{AUDIT_TEXT.title}</h1>
      <p className="bo-intro">{AUDIT_TEXT.intro}</p>
      <p className="bo-audit__summary">
        {audit.data && (
          <span>
            {audit.data.total === 0 ? AUDIT_TEXT.none : problems(audit.data.total)} · revisado el{' '}
            {formatDateTime(audit.data.revisadoEn)}
          </span>
        )}
        <button type="button" className="button" onClick={() => audit.refetch()} disabled={audit.isFetching}>
          {AUDIT_TEXT.again}
        </button>
      </p>
      {audit.isPending && <Spinner />}
      {audit.isError && <p role="alert">{AUDIT_TEXT.failed}</p>}
      {audit.data?.controles.map((check) => (
        <Check key={check.id} check={check} />
      ))}
    </section>
  );
}
