import { useState } from 'react';
import { assetPaths } from '../../../config/paths';
import { imageFallback } from '../../../lib/image-fallback';

interface ImageSliderProps {
  images: string[];
  alt: string;
  storeHref: string;
  onOpenStore: () => void;
}

/** Product images; arrows only with more than one image, disabled at the ends. A click opens the store. */
export function ImageSlider({ images, alt, storeHref, onOpenStore }: ImageSliderProps) {
  const [index, setIndex] = useState(0);
  const list = images.length > 0 ? images : [assetPaths.productPlaceholder];
  const current = list[Math.min(index, list.length - 1)] ?? assetPaths.productPlaceholder;
  const image = (
    <img
      className="image-slider__image"
      src={current}
      alt={list.length > 1 ? `${alt} (imagen ${index + 1} de ${list.length})` : alt}
      width={480}
      height={480}
      fetchPriority="high"
      {...imageFallback(assetPaths.productPlaceholder)}
    />
  );
  return (
    <div className="image-slider" aria-roledescription="carrusel" aria-label="Imágenes del producto">
      {storeHref ? (
        <a
          href={storeHref}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onOpenStore}
          aria-label={`${alt}: ver en la tienda`}
        >
          {image}
        </a>
      ) : (
        image
      )}
      {list.length > 1 && (
        <div className="image-slider__controls">
          <button
            type="button"
            className="carousel-arrow carousel-arrow--prev"
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
            disabled={index === 0}
            aria-label="Imagen anterior"
          >
            ‹
          </button>
          <span className="image-slider__counter" aria-live="polite">
            {index + 1} / {list.length}
          </span>
          <button
            type="button"
            className="carousel-arrow carousel-arrow--next"
            onClick={() => setIndex((i) => Math.min(list.length - 1, i + 1))}
            disabled={index === list.length - 1}
            aria-label="Imagen siguiente"
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
