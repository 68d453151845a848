import { useId, useState } from 'react';
import type { BestOffer, Verdict } from '../../../api/types';
import { formatPrice } from '../../../lib/format';
import { verdictExplanation, verdictLabel } from '../lib/verdict-text';

/**
 * One plain verdict under the detail page's price, with a small '?' that says how it was computed
 * (opens on hover, focus or tap; the explanation is also the verdict's accessible description). The
 * verdict judges the product's best price today, the offer `bestOffer` (in pesos): when that offer is
 * another listing, the line names it — its price, its store, and that it is another listing.
 */
export function DealVerdict({
  verdict,
  productId,
  storeId,
  bestOffer,
}: {
  verdict: Verdict | null | undefined;
  /** The listing the page is about, and its store. */
  productId: number;
  storeId: number;
  bestOffer: BestOffer | null | undefined;
}) {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  if (!verdict) return null;
  return (
    <p className={`deal-verdict deal-verdict--${verdict.tipo}`} aria-describedby={tipId}>
      <span className="deal-verdict__label">
        {bestOffer && bestOffer.productoId !== productId
          ? `${aboutOffer(bestOffer, storeId)}: ${verdictLabel(verdict)}`
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

/** 'Desde $ 598.000 en Compumundo (otra publicación)': the offer a verdict is about, when not this one. */
export function aboutOffer(offer: BestOffer, storeId: number): string {
  const where = offer.tiendaId === storeId ? 'otra publicación de esta tienda' : 'otra publicación';
  return `Desde ${formatPrice(offer.precio, offer.moneda)} en ${offer.nombreTienda} (${where})`;
}
