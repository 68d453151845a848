import { PHASES, type RunProgress } from '../lib/job-board';
import { runCounts } from '../lib/run-counts';

/** A progress bar by phase (a read's total is unknown until it ends) and the counts so far. */
export function JobProgress({
  label,
  progress,
  fallback,
}: {
  label: string;
  progress: RunProgress | null;
  fallback: string;
}) {
  const phase = progress ? PHASES[progress.phase] : null;
  return (
    <div className="bo-progress">
      <progress max={100} value={phase?.percent ?? 0} aria-label={`${label}: ${phase?.label ?? fallback}`} />
      <span className="bo-progress__text">
        {phase?.label ?? fallback}
        {progress &&
          ` · ${runCounts({
            seen: progress.read,
            created: progress.created,
            updated: progress.updated,
            priceChanged: progress.priceChanged,
            errors: progress.errors,
          })}`}
      </span>
    </div>
  );
}
