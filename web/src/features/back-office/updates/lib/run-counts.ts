import { countOf } from '../../../../lib/text';

interface Counts {
  seen: number;
  created: number;
  updated: number;
  priceChanged: number;
  /** Only a finished run knows how many listings left the catalog. */
  removed?: number;
  errors: number;
}

/** A run's counts as the operator reads them: '120 leídos · 1 nuevo · … · 1 error'. */
export function runCounts(counts: Counts): string {
  return [
    countOf(counts.seen, 'leído', 'leídos'),
    countOf(counts.created, 'nuevo', 'nuevos'),
    countOf(counts.updated, 'actualizado', 'actualizados'),
    countOf(counts.priceChanged, 'cambio de precio', 'cambios de precio'),
    counts.removed !== undefined && countOf(counts.removed, 'no disponible', 'no disponibles'),
    countOf(counts.errors, 'error', 'errores'),
  ]
    .filter(Boolean)
    .join(' · ');
}
