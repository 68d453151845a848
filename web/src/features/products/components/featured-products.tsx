import { BREAKPOINTS, CARDS_PER_VIEW, FEATURED_TICK_MS, TRUNCATE } from '../../../config/constants';
import { DragStrip } from '../../../components/ui/drag-strip';
import { useMaxWidth } from '../../../lib/use-media-query';
import { useFeaturedProducts } from '../api/get-featured-products';
import { productToCard } from '../lib/card-product';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { RotatingCards } from './rotating-cards';

/**
 * Home 'Destacados': 4 rotating cards on desktop, a draggable strip on mobile; no section at all when
 * nothing is featured (a heading with nothing under it reads as a broken page).
 */
export function FeaturedProducts() {
  const { data, isPending, isError } = useFeaturedProducts();
  const isMobile = useMaxWidth(BREAKPOINTS.mobile);
  const cards = (data ?? []).map(productToCard);
  if (!isPending && (isError || cards.length === 0)) return null;
  return (
    <section className="home-section featured" aria-labelledby="destacados-title">
      <h2 id="destacados-title" className="section-title">
        Destacados
      </h2>
      {isPending ? (
        <div className="rotating-cards__grid">
          {Array.from({ length: CARDS_PER_VIEW }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : isMobile ? (
        <DragStrip label="Destacados" className="featured__strip">
          {cards.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              nameMax={TRUNCATE.mobileSlideName}
              eager={index < 2}
            />
          ))}
        </DragStrip>
      ) : (
        <RotatingCards
          items={cards}
          label="Destacados"
          tickMs={FEATURED_TICK_MS}
          ticksPerSwap={CARDS_PER_VIEW}
        />
      )}
    </section>
  );
}
