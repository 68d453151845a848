import { useState, type FormEvent } from 'react';
import { BOTH_DATES_REQUIRED, type DayLimits, type DayRange } from '../lib/stats-dates';

/** Two dates within the chart's limits and 'Consultar'; both are required. */
export function DateRangeQuery({
  title,
  limits,
  initial,
  onQuery,
}: {
  title: string;
  limits: DayLimits;
  initial: DayRange;
  onQuery: (range: DayRange) => void;
}) {
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!start || !end) return setError(BOTH_DATES_REQUIRED);
    setError(null);
    onQuery({ start, end });
  };
  return (
    <form className="bo-range" onSubmit={submit} noValidate aria-label={`Fechas de ${title}`}>
      <label>
        Desde
        <input
          type="date"
          aria-label={`${title} desde`}
          min={limits.startMin}
          max={limits.max}
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
      </label>
      <label>
        Hasta
        <input
          type="date"
          aria-label={`${title} hasta`}
          min={limits.endMin}
          max={limits.max}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
      </label>
      <button type="submit" className="button">
        Consultar
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
