import { CARDS_PER_VIEW } from '../../../config/constants';
import { useHoverPause } from '../../../lib/use-hover-pause';
import { rotationPosition, useTicker } from '../../../lib/use-ticker';
import type { CardProduct } from '../lib/card-product';
import { ProductCard } from './product-card';

interface RotatingCardsProps {
  items: CardProduct[];
  label: string;
  tickMs: number;
  /** Ticks between swaps of the visible group of 4. */
  ticksPerSwap: number;
}

/**
 * Desktop strip of 4 cards with a highlight moving every tick and the group of 4 swapping; paused
 * on hover or keyboard focus, and the group buttons let keyboard users pick a group.
 */
export function RotatingCards({ items, label, tickMs, ticksPerSwap }: RotatingCardsProps) {
  const { paused, handlers } = useHoverPause();
  const [tick, setTick] = useTicker(tickMs, paused);
  const groupCount = Math.ceil(items.length / CARDS_PER_VIEW);
  const { highlight, group } = rotationPosition(tick, CARDS_PER_VIEW, ticksPerSwap, groupCount);
  const visible = items.slice(group * CARDS_PER_VIEW, group * CARDS_PER_VIEW + CARDS_PER_VIEW);
  return (
    <div className="rotating-cards" {...handlers}>
      <div
        className="rotating-cards__grid"
        role="group"
        aria-label={label}
        aria-live={paused ? 'polite' : 'off'}
      >
        {visible.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            highlighted={index === highlight}
            eager={group === 0}
          />
        ))}
      </div>
      {groupCount > 1 && (
        <div className="carousel-dots">
          {Array.from({ length: groupCount }, (_, g) => (
            <button
              key={g}
              type="button"
              className={g === group ? 'carousel-dot is-active' : 'carousel-dot'}
              aria-label={`${label}: grupo ${g + 1} de ${groupCount}`}
              aria-pressed={g === group}
              onClick={() => setTick(g * ticksPerSwap)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
