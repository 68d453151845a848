import { serializeSearchResultParams, type SearchResultParams } from './search-params';

/** Every URL the client uses: its own routes and the API's endpoints. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  stores: { path: '/stores', getHref: () => '/stores' },
  searchResult: {
    path: '/search-result',
    getHref: (params: SearchResultParams = {}) => {
      const query = serializeSearchResultParams(params);
      return query ? `/search-result/?${query}` : '/search-result/';
    },
    /** The spec's plain word search: /search-result/?wordKey={text}&page=1. */
    word: (text: string) => paths.searchResult.getHref({ wordKey: text, page: '1' }),
    category: (id: number, title: string) =>
      paths.searchResult.getHref({ idCategory: String(id), title, page: '1' }),
    store: (id: number, name: string) => paths.searchResult.getHref({ stores: String(id), storeName: name }),
  },
  productDetail: { path: '/product-detail/:id', getHref: (id: number | string) => `/product-detail/${id}` },
  searchInfo: { path: '/search-info', getHref: () => '/search-info' },
  categoriesMobile: { path: '/categories-mobile', getHref: () => '/categories-mobile' },
  faq: { path: '/faq', getHref: () => '/faq' },
  /** 'Armá tu PC': the build lives in the query (`cpu=…&mother=…`). */
  buildPc: { path: '/armar-pc', getHref: (query = '') => (query ? `/armar-pc?${query}` : '/armar-pc') },
  about: { path: '/about', getHref: () => '/about' },
  main: { path: '/main', getHref: () => '/main' },
  login: { path: '/login', getHref: () => '/login' },
  backOffice: { path: '/back-office', getHref: () => '/back-office' },
  /** The links of the alert mails. */
  alertConfirm: { path: '/alertas/confirmar', getHref: () => '/alertas/confirmar' },
  alertUnsubscribe: { path: '/alertas/baja', getHref: () => '/alertas/baja' },
} as const;

/** The home section the header's 'Categorías' button scrolls to. */
export const CATEGORIES_SECTION_ID = 'categorias';

export const assetPaths = {
  logo: '/logo.svg',
  productPlaceholder: '/placeholder-product.svg',
  storePlaceholder: '/placeholder-store.svg',
  searchInfoDesktop: '/search-info/desktop.svg',
  searchInfoMobile: '/search-info/mobile.svg',
} as const;

const enc = encodeURIComponent;

export const apiPaths = {
  config: '/api/config',
  chat: '/api/chat',
  featuredProducts: '/api/products/destacados',
  product: (id: number | string) => `/api/products/${enc(String(id))}`,
  relatedProducts: (id: number | string) => `/api/products/${enc(String(id))}/relacionados`,
  priceHistory: (id: number | string) => `/api/products/historial-precio/${enc(String(id))}`,
  offers: (id: number | string) => `/api/products/${enc(String(id))}/ofertas`,
  modelHistory: (id: number | string) => `/api/products/${enc(String(id))}/historial-modelo`,
  search: '/api/search',
  alerts: {
    signUp: '/api/alertas',
    build: '/api/alertas/armado',
    confirm: '/api/alertas/confirmar',
    unsubscribe: '/api/alertas/baja',
  },
  stores: '/api/stores',
  store: (id: number | string) => `/api/stores/${enc(String(id))}`,
  banners: (kind: 'desktop' | 'mobile') => `/api/stores/banners?tipo=${kind}`,
  stats: {
    webVisit: '/api/estadisticas/visita-web',
    productVisit: '/api/estadisticas/producto',
    storeRedirect: '/api/estadisticas/redireccion',
    storeVisit: '/api/estadisticas/tienda',
    categoryAccess: '/api/estadisticas/categorias/acceso',
  },
} as const;
