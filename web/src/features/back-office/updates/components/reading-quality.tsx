import { RunAuditCounts, auditTotal } from '../../audit/components/run-audit-counts';
import type { ReadingQualityView } from '../api/jobs';

const KINDS: { kind: keyof ReadingQualityView['counts']; label: string }[] = [
  { kind: 'held-for-review', label: 'Precios a revisar (cambiaron más de 60 %; no se publicaron)' },
  {
    kind: 'price-disagreement',
    label: 'Datos estructurados y precio visible no coinciden (se publicó el visible)',
  },
  { kind: 'absurd-price', label: 'Precios en cero o absurdos (no se publicaron)' },
  { kind: 'no-price', label: 'Productos sin precio (no se publicaron)' },
  {
    kind: 'product-replaced',
    label: 'Publicaciones que pasaron a ser otro producto (se empezó un producto nuevo)',
  },
];

/** A run's reading-quality report: the prices a person should look at. Nothing when all is well. */
export function ReadingQuality({ quality }: { quality: ReadingQualityView | undefined }) {
  const found = KINDS.filter(({ kind }) => (quality?.counts[kind] ?? 0) > 0);
  if (!quality || (found.length === 0 && auditTotal(quality.audit) === 0)) return null;
  return (
    <details
      className="bo-run__quality"
      open={quality.counts['held-for-review'] > 0 || auditTotal(quality.audit) > 0}
    >
      <summary>Calidad de la lectura</summary>
      <RunAuditCounts audit={quality.audit} />
      {found.map(({ kind, label }) => (
        <section key={kind}>
          <p>
            {label}: <strong>{quality.counts[kind]}</strong>
          </p>
          <ul>
            {quality.samples
              .filter((sample) => sample.kind === kind)
              .map((sample, i) => (
                <li key={i}>
                  <code>{sample.where}</code>: {sample.message}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </details>
  );
}
