import { DragStrip } from '../../../components/ui/drag-strip';
import { BREAKPOINTS, RELATED_HIGHLIGHT_MS, RELATED_SWAP_MS, TRUNCATE } from '../../../config/constants';
import { useMaxWidth } from '../../../lib/use-media-query';
import { useRelatedProducts } from '../api/get-related-products';
import { productToCard } from '../lib/card-product';
import { ProductCard } from './product-card';
import { RotatingCards } from './rotating-cards';

/** 'Relacionados' (desktop, 4 at a time, 3 s swap, 1 s highlight) or 'Productos Relacionados' (mobile strip). */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data } = useRelatedProducts(productId);
  const isMobile = useMaxWidth(BREAKPOINTS.mobile);
  const cards = (data ?? []).map(productToCard);
  if (cards.length === 0) return null;
  const title = isMobile ? 'Productos Relacionados' : 'Relacionados';
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {title}
      </h2>
      {isMobile ? (
        <DragStrip label={title}>
          {cards.map((product) => (
            <ProductCard key={product.id} product={product} nameMax={TRUNCATE.relatedName} />
          ))}
        </DragStrip>
      ) : (
        <RotatingCards
          items={cards}
          label={title}
          tickMs={RELATED_HIGHLIGHT_MS}
          ticksPerSwap={RELATED_SWAP_MS / RELATED_HIGHLIGHT_MS}
        />
      )}
    </section>
  );
}
