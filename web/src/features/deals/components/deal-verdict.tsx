import { useId, useState } from 'react';
import type { Verdict } from '../../../api/types';
import { formatPrice } from '../../../lib/format';
import { verdictExplanation, verdictLabel } from '../lib/verdict-text';

/**
 * One plain verdict under the detail page's price, with a small '?' that says how it was computed
 * (opens on hover, focus or tap; the explanation is also the verdict's accessible description). The
 * verdict judges the product's best price today: when this listing asks more, the line says which
 * price it is about.
 */
export function DealVerdict({
  verdict,
  price,
  bestPrice,
}: {
  verdict: Verdict | null | undefined;
  price: number;
  bestPrice: number | null | undefined;
}) {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  if (!verdict) return null;
  return (
    <p className={`deal-verdict deal-verdict--${verdict.tipo}`} aria-describedby={tipId}>
      <span className="deal-verdict__label">
        {bestPrice !== null && bestPrice !== undefined && price > bestPrice
          ? `Desde ${formatPrice(bestPrice)} en otra tienda: ${verdictLabel(verdict)}`
          : verdictLabel(verdict)}
      </span>
      <button
        type="button"
        className="deal-verdict__help"
        aria-label="¿Cómo lo calculamos?"
        aria-expanded={open}
        aria-controls={tipId}
        onClick={() => setOpen(true)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onBlur={() => setOpen(false)}
      >
        ?
      </button>
      <span id={tipId} role="tooltip" className="deal-verdict__tip" hidden={!open}>
        {verdictExplanation(verdict)}
      </span>
    </p>
  );
}
