import { useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../api/types';
import {
  BANNER_RESTART_DELAY_MS,
  BANNER_ROTATION_MS,
  BANNER_SWIPE_THRESHOLD_PX,
  BREAKPOINTS,
  NON_CLICKABLE_BANNER_STORE_ID,
} from '../../../config/constants';
import { paths } from '../../../config/paths';
import { shuffle } from '../../../lib/shuffle';
import { useHoverPause } from '../../../lib/use-hover-pause';
import { useMaxWidth } from '../../../lib/use-media-query';
import { useBanners } from '../api/get-banners';
import { useBannerRotation } from '../lib/use-banner-rotation';

function bannerStoreName(banner: Banner): string {
  return banner.tienda?.nombre ?? banner.nombre ?? 'Tienda';
}

export function isBannerClickable(banner: Banner): boolean {
  return banner.clickable && banner.tiendaId !== NON_CLICKABLE_BANNER_STORE_ID;
}

/** Home banners: shuffled, rotating every 3 s, paused on hover/focus, swipeable, with arrows. */
export function BannerCarousel() {
  const isMobile = useMaxWidth(BREAKPOINTS.mobile);
  const { data, isPending } = useBanners(isMobile ? 'mobile' : 'desktop');
  const banners = useMemo(() => shuffle(data ?? []), [data]);
  const { paused, handlers } = useHoverPause();
  const rotation = useBannerRotation(banners.length, {
    intervalMs: BANNER_ROTATION_MS,
    restartDelayMs: BANNER_RESTART_DELAY_MS,
    paused,
  });
  const touchStartX = useRef<number | null>(null);

  if (!isPending && banners.length === 0) return null;
  return (
    <section
      className={isMobile ? 'banner-carousel banner-carousel--mobile' : 'banner-carousel'}
      aria-roledescription="carrusel"
      aria-label="Tiendas destacadas"
      {...handlers}
      onTouchStart={(event) => (touchStartX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined) return;
        const dx = end - start;
        if (Math.abs(dx) > BANNER_SWIPE_THRESHOLD_PX) rotation.swipe(dx < 0 ? 'next' : 'previous');
      }}
    >
      <div className="banner-carousel__viewport" aria-live={paused ? 'polite' : 'off'}>
        {banners.map((banner, index) => {
          const name = bannerStoreName(banner);
          const image = (
            <img
              src={banner.url}
              alt={`Banner de ${name}`}
              width={isMobile ? 768 : 1280}
              height={isMobile ? 432 : 320}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          );
          const active = index === rotation.index;
          return (
            <div
              key={banner.id}
              className={active ? 'banner-carousel__slide is-active' : 'banner-carousel__slide'}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${banners.length}`}
              aria-hidden={!active}
              data-testid="banner-slide"
            >
              {isBannerClickable(banner) ? (
                <Link to={paths.searchResult.store(banner.tiendaId, name)} tabIndex={active ? 0 : -1}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <>
          <button
            type="button"
            className="carousel-arrow carousel-arrow--prev"
            onClick={rotation.previous}
            aria-label="Banner anterior"
          >
            ‹
          </button>
          <button
            type="button"
            className="carousel-arrow carousel-arrow--next"
            onClick={rotation.next}
            aria-label="Banner siguiente"
          >
            ›
          </button>
        </>
      )}
    </section>
  );
}
