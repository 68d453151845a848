import type { RunView } from '../api/jobs';
import { STATE_LABELS, type StoreJobState } from '../lib/job-board';
import { formatDateTime } from '../../lib/argentina-dates';
import { ReadingQuality } from './reading-quality';

const TRIGGERS: Record<string, string> = {
  manual: 'Forzada',
  global: 'Global',
  schedule: 'Programada',
  spreadsheet: 'Planilla',
  seed: 'Inicial',
};

const RUN_STATE: Record<RunView['status'], StoreJobState> = {
  queued: 'waiting',
  running: 'running',
  done: 'done',
  failed: 'failed',
};

/** A store's last runs with their counts, reason, reading-quality report and error samples. */
export function RunsTable({ runs, storeName }: { runs: RunView[]; storeName: string }) {
  if (runs.length === 0) return <p className="bo-field__hint">Sin ejecuciones registradas.</p>;
  return (
    <table className="bo-table bo-table--compact" aria-label={`Últimas ejecuciones de ${storeName}`}>
      <thead>
        <tr>
          <th scope="col">Fecha</th>
          <th scope="col">Origen</th>
          <th scope="col">Estado</th>
          <th scope="col">Leídos</th>
          <th scope="col">Nuevos</th>
          <th scope="col">Actualizados</th>
          <th scope="col">Cambios de precio</th>
          <th scope="col">No disponibles</th>
          <th scope="col">Errores</th>
          <th scope="col">Detalle</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <td>{formatDateTime(run.finishedAt ?? run.startedAt ?? run.queuedAt)}</td>
            <td>{TRIGGERS[run.trigger] ?? run.trigger}</td>
            <td>{STATE_LABELS[RUN_STATE[run.status]]}</td>
            <td>{run.seen}</td>
            <td>{run.created}</td>
            <td>{run.updated}</td>
            <td>{run.priceChanged}</td>
            <td>{run.removed}</td>
            <td>{run.errors}</td>
            <td>
              {run.reason && <p className="bo-run__reason">{run.reason}</p>}
              {run.fileName && (
                <p>
                  Archivo: {run.fileName}
                  {run.rejectedCount ? ` (${run.rejectedCount} filas rechazadas)` : ''}
                </p>
              )}
              <ReadingQuality quality={run.quality} />
              {run.errorSamples.length > 0 && (
                <details>
                  <summary>Errores de ejemplo ({run.errorSamples.length})</summary>
                  <ul>
                    {run.errorSamples.map((sample, i) => (
                      <li key={i}>
                        <code>{sample.where}</code>: {sample.message}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
