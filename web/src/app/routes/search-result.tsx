import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SearchHit } from '../../api/types';
import { Spinner } from '../../components/ui/spinner';
import { EAGER_CARD_IMAGES } from '../../config/constants';
import { resultsMeta, resultsCategoryMeta, resultsStoreMeta } from '../../config/page-meta';
import { parseSearchResultParams } from '../../config/search-params';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { ProductCard } from '../../features/products/components/product-card';
import { ProductCardSkeleton } from '../../features/products/components/product-card-skeleton';
import type { CardProduct } from '../../features/products/lib/card-product';
import { SearchResults } from '../../features/search/components/search-results';
import type { SearchContext } from '../../features/search/lib/search-context';
import { useStore } from '../../features/stores/api/get-store';
import { StoreInfoPanel } from '../../features/stores/components/store-info-panel';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/cards.css';
import '../../styles/listing.css';

function hitToCard(hit: SearchHit): CardProduct {
  return {
    id: hit.id,
    name: hit.nombre,
    price: hit.precio,
    currency: hit.moneda,
    available: hit.disponible,
    image: hit.imagen,
    storeName: hit.tienda,
    storeLogo: hit.logoTienda,
    stores: hit.tiendasCount,
    fromPrice: hit.precioDesde,
    dollarStores: hit.tiendasDolares,
    dollarFromPrice: hit.precioDesdeDolares,
    verdict: hit.veredicto,
  };
}

const renderHit = (hit: SearchHit, index: number) => (
  <ProductCard product={hitToCard(hit)} eager={index < EAGER_CARD_IMAGES} />
);
const renderSkeleton = () => <ProductCardSkeleton />;

export default function SearchResultRoute() {
  const location = useLocation();
  const params = parseSearchResultParams(location.search);
  const storeId = params.storeWordKeyId ?? params.stores;
  const store = useStore(storeId);
  const { productName } = useSiteInfo();
  const [context, setContext] = useState<SearchContext | null>(null);
  const onContextChange = useCallback((next: SearchContext) => setContext(next), []);

  usePageMeta(
    context?.category
      ? resultsCategoryMeta(productName, context.category)
      : context?.store
        ? resultsStoreMeta(productName, context.store)
        : resultsMeta(productName),
  );

  // An address naming a store only by id needs its name before the first search (facets are names).
  if (storeId && !params.storeName && store.isPending) return <Spinner block />;

  return (
    <SearchResults
      renderHit={renderHit}
      renderSkeleton={renderSkeleton}
      storePanel={store.data ? <StoreInfoPanel store={store.data} /> : undefined}
      knownStore={storeId && store.data ? { id: storeId, name: store.data.nombre } : undefined}
      onContextChange={onContextChange}
    />
  );
}
