import { useId, useState } from 'react';
import { adminApiPaths } from '../../../../config/back-office-paths';

import { useAction } from '../../../../lib/use-action';
import { useBackOfficeSession } from '../../session/back-office-session';
import { useJobs, useRun, type JobsAnswer } from '../../updates/api/jobs';
import { useJobStream } from '../../updates/api/use-job-stream';
import { JobProgress } from '../../updates/components/job-progress';
import { ReadingQuality } from '../../updates/components/reading-quality';
import { PHASES, type RunProgress } from '../../updates/lib/job-board';

const SHEET_ACCEPT = '.xlsx,.csv';

/** Upload an xlsx/csv for the store, follow the import job, then the report of imported and rejected rows. */
export function SpreadsheetImport({ storeId }: { storeId: number }) {
  const inputId = useId();
  const { request, apiUrl } = useBackOfficeSession();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState<RunProgress | null>(null);

  const upload = useAction(
    (chosen: File) => {
      const form = new FormData();
      form.append('archivo', chosen, chosen.name);
      return request<{ jobId: string }>(adminApiPaths.importSpreadsheet(storeId), { method: 'POST', form });
    },
    {
      onSuccess: (answer) => {
        setProgress(null);
        setJobId(answer.jobId);
      },
    },
  );

  useJobStream((event) => {
    if (event.type === 'progress' && event.jobId === jobId) setProgress(event.data as RunProgress);
  }, Boolean(jobId));
  // The recorded run is the truth (the stream may connect after a short import already ended).
  const runOf = (answer: JobsAnswer | undefined) => answer?.runs.find((r) => r.jobId === jobId);
  const isOver = (status: string | undefined) => status === 'done' || status === 'failed';
  const jobs = useJobs({ pollWhile: (answer) => Boolean(jobId) && !isOver(runOf(answer)?.status) });
  const run = jobId ? runOf(jobs.data) : undefined;
  const finished = isOver(run?.status);
  const detail = useRun(finished && run ? run.id : null);

  return (
    <section className="bo-import" aria-label="Importar planilla">
      <h3>Planilla de productos</h3>
      <p>
        <a href={apiUrl(adminApiPaths.importTemplate)} download>
          Descargar plantilla
        </a>
      </p>
      <label htmlFor={inputId}>Archivo (.xlsx o .csv)</label>
      <div className="bo-inline">
        <input
          id={inputId}
          type="file"
          accept={SHEET_ACCEPT}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button
          type="button"
          className="button button--primary"
          disabled={!file || upload.isPending || (Boolean(jobId) && !finished)}
          onClick={() => file && upload.mutate(file)}
        >
          {upload.isPending ? 'Subiendo...' : 'Importar planilla'}
        </button>
      </div>
      {upload.error && (
        <p className="form-error" role="alert">
          {upload.error.message}
        </p>
      )}
      {jobId && !finished && (
        <JobProgress
          label="Importación"
          progress={progress}
          fallback={progress ? PHASES[progress.phase].label : 'En espera'}
        />
      )}
      {run && finished && (
        <div className="bo-import__report" role="status">
          {run.status === 'failed' ? (
            <p className="form-error">La importación falló: {run.reason}</p>
          ) : (
            <p>
              Filas importadas: {run.created + run.updated} ({run.created} nuevas, {run.updated}{' '}
              actualizadas). Filas rechazadas: {run.rejectedCount}.
            </p>
          )}
          {run.status !== 'failed' && run.reason && <p className="bo-run__reason">{run.reason}</p>}
          <ReadingQuality quality={run.quality} />
          {detail.data?.rejectedRows && detail.data.rejectedRows.length > 0 && (
            <table className="bo-table">
              <caption>Filas rechazadas</caption>
              <thead>
                <tr>
                  <th scope="col">Fila</th>
                  <th scope="col">Motivo</th>
                </tr>
              </thead>
              <tbody>
                {detail.data.rejectedRows.map((row) => (
                  <tr key={`${row.row}-${row.reason}`}>
                    <td>{row.row}</td>
                    <td>{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}
