import { useRef, useState } from 'react';
import { CATEGORIES } from '../../../config/categories';
import {
  BANNER_SWIPE_THRESHOLD_PX,
  BREAKPOINTS,
  HOME_CATEGORY_COUNT,
  MOBILE_CATEGORY_PAGE_SIZE,
} from '../../../config/constants';
import { CATEGORIES_SECTION_ID } from '../../../config/paths';
import { useMaxWidth } from '../../../lib/use-media-query';
import { CategoryTile } from './category-tile';

const HOME_CATEGORIES = CATEGORIES.slice(0, HOME_CATEGORY_COUNT);
const PAGES = [
  HOME_CATEGORIES.slice(0, MOBILE_CATEGORY_PAGE_SIZE),
  HOME_CATEGORIES.slice(MOBILE_CATEGORY_PAGE_SIZE, MOBILE_CATEGORY_PAGE_SIZE * 2),
];

/** Home categories: a grid of the first 10 on desktop; on mobile two pages of 5 toggled by swiping. */
export function CategoriesSection() {
  const isMobile = useMaxWidth(BREAKPOINTS.mobile);
  const [page, setPage] = useState(0);
  const touchStartX = useRef<number | null>(null);
  return (
    <section
      id={CATEGORIES_SECTION_ID}
      className="home-section categories"
      aria-labelledby="categorias-title"
    >
      <h2 id="categorias-title" className="section-title">
        Categorías
      </h2>
      {isMobile ? (
        <div
          className="categories__slider"
          onTouchStart={(event) => (touchStartX.current = event.touches[0]?.clientX ?? null)}
          onTouchEnd={(event) => {
            const start = touchStartX.current;
            const end = event.changedTouches[0]?.clientX;
            touchStartX.current = null;
            if (start === null || end === undefined) return;
            if (Math.abs(end - start) > BANNER_SWIPE_THRESHOLD_PX) setPage(end < start ? 1 : 0);
          }}
        >
          <ul className="categories__grid" aria-label={`Categorías, página ${page + 1} de 2`}>
            {(PAGES[page] ?? []).map((category) => (
              <li key={category.id}>
                <CategoryTile category={category} />
              </li>
            ))}
          </ul>
          <div className="carousel-dots">
            {PAGES.map((_, index) => (
              <button
                key={index}
                type="button"
                className={index === page ? 'carousel-dot is-active' : 'carousel-dot'}
                aria-label={`Categorías, página ${index + 1}`}
                aria-pressed={index === page}
                onClick={() => setPage(index)}
              />
            ))}
          </div>
        </div>
      ) : (
        <ul className="categories__grid">
          {HOME_CATEGORIES.map((category) => (
            <li key={category.id}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
