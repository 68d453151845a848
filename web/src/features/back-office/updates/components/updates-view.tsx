import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminStores } from '../../stores/api/get-admin-stores';
import { jobsKey, useJobs, type RunView } from '../api/jobs';
import { useJobStream, type StreamEvent } from '../api/use-job-stream';
import { applyStreamEvent, STATE_LABELS, storeState, type JobBoard, type LiveJob } from '../lib/job-board';
import { runCounts } from '../lib/run-counts';
import { JobProgress } from './job-progress';
import { RunsTable } from './runs-table';

function StoreJobCard({ name, live, runs }: { name: string; live?: LiveJob; runs: RunView[] }) {
  const latest = runs[0];
  const state = storeState(live, latest);
  const reason = live?.state === 'failed' ? live.reason : state === 'failed' ? latest?.reason : null;
  const counts = live?.counts ?? (state === 'done' ? latest : null);
  return (
    <li className="bo-job" aria-label={name} data-state={state ?? 'none'}>
      <div className="bo-job__head">
        <h2 className="bo-job__name">{name}</h2>
        <span className={`bo-badge bo-badge--${state ?? 'none'}`} data-testid="job-state">
          {state ? STATE_LABELS[state] : 'Sin ejecuciones'}
        </span>
      </div>
      {state === 'running' && (
        <JobProgress label={name} progress={live?.progress ?? null} fallback="En curso" />
      )}
      {state === 'done' && counts && <p className="bo-job__counts">{runCounts(counts)}</p>}
      {state === 'failed' && reason && <p className="form-error">Motivo: {reason}</p>}
      <details>
        <summary>Últimas ejecuciones</summary>
        <RunsTable runs={runs} storeName={name} />
      </details>
    </li>
  );
}

/**
 * The Actualizaciones module: every store's catalog job, live over Server-Sent Events (waiting, running
 * with progress and counts, done, failed with the reason), and its last runs. A storeAdmin's API
 * answers hold only their store.
 */
export function UpdatesView() {
  const queryClient = useQueryClient();
  const stores = useAdminStores();
  const jobs = useJobs();
  const [board, dispatch] = useReducer(applyStreamEvent, {} as JobBoard);
  useEffect(() => {
    if (jobs.data) dispatch({ type: 'jobs', jobs: jobs.data.jobs });
  }, [jobs.data]);
  const { live } = useJobStream((event: StreamEvent) => {
    dispatch(event);
    // A finished job has a new run row: reload the runs.
    if (event.type === 'completed' || event.type === 'failed')
      void queryClient.invalidateQueries({ queryKey: jobsKey });
  });

  if (stores.isPending || jobs.isPending) return <Spinner block />;
  const runsByStore = new Map<number, RunView[]>();
  for (const run of [...(jobs.data?.runs ?? [])].sort((a, b) => b.queuedAt.localeCompare(a.queuedAt)))
    runsByStore.set(run.storeId, [...(runsByStore.get(run.storeId) ?? []), run]);
  // The schedule keeps its next global run queued as 'delayed': that one is not in progress.
  const globalRunning = jobs.data?.jobs.some((job) => job.storeId === null && job.state !== 'delayed');
  const list = [...(stores.data ?? [])].sort(
    (a, b) => Number(Boolean(board[b.id])) - Number(Boolean(board[a.id])) || a.nombre.localeCompare(b.nombre),
  );

  return (
    <section className="bo-page">
      <h1>Actualizaciones</h1>
      <p className="bo-live" role="status">
        <span className={live ? 'bo-live__dot is-on' : 'bo-live__dot'} aria-hidden="true" />
        {live ? 'En vivo' : 'Conectando...'}
      </p>
      {globalRunning && <p className="bo-notice">Hay una actualización global en curso.</p>}
      <ul className="bo-jobs" aria-label="Tiendas y sus actualizaciones">
        {list.map((store) => (
          <StoreJobCard
            key={store.id}
            name={store.nombre}
            live={board[store.id]}
            runs={runsByStore.get(store.id) ?? []}
          />
        ))}
      </ul>
    </section>
  );
}
