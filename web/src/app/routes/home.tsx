import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { categoriesMeta, homeMeta } from '../../config/page-meta';
import { CATEGORIES_SECTION_ID, paths } from '../../config/paths';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { BannerCarousel } from '../../features/banners/components/banner-carousel';
import { CategoriesSection } from '../../features/categories/components/categories-section';
import { FeaturedProducts } from '../../features/products/components/featured-products';
import { WordSearchBox } from '../../features/search/components/word-search-box';
import { usePageMeta } from '../../lib/use-page-meta';
import { scrollToCategories } from '../layout/header';
import '../../styles/home.css';
import '../../styles/cards.css';

export default function HomeRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { productName } = useSiteInfo();
  usePageMeta(homeMeta(productName));

  const scrollTo = (location.state as { scrollTo?: string } | null)?.scrollTo;
  useEffect(() => {
    if (scrollTo !== CATEGORIES_SECTION_ID) return;
    document.title = categoriesMeta(productName).title;
    scrollToCategories();
  }, [scrollTo, location.key, productName]);

  return (
    <div className="home">
      <h1 className="visually-hidden">{productName}: precios de hardware en Argentina</h1>
      <BannerCarousel />
      <FeaturedProducts />
      <CategoriesSection />
      <section className="home-search" aria-labelledby="home-search-title">
        <h2 id="home-search-title" className="home-search__title">
          Los mejores productos al mejor precio
        </h2>
        <WordSearchBox
          className="word-search--hero"
          label="Buscar productos"
          placeholder="¿Qué estás buscando?"
          onSearch={(text) => navigate(paths.searchResult.word(text))}
        />
      </section>
    </div>
  );
}
