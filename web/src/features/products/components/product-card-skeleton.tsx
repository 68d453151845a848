/** Same boxes as a product card, so swapping one for the other moves nothing on the page. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <div className="product-card__link">
        <div className="skeleton product-card__image" />
        <div className="product-card__name">
          <span className="skeleton skeleton--text" />
          <span className="skeleton skeleton--text skeleton--short" />
        </div>
        <div className="product-card__price">
          <span className="skeleton skeleton--text skeleton--short" />
        </div>
        <div className="product-card__stores" />
        <div className="product-card__store">
          <span className="skeleton product-card__logo" />
          <span className="skeleton skeleton--text skeleton--short" />
        </div>
      </div>
    </div>
  );
}
