/** Business constants of the spec (section 9). */

export const MIN_SEARCH_LENGTH = 3;
export const SHORT_SEARCH_MESSAGE = 'Por favor escribí al menos 3 letras';

export const BANNER_ROTATION_MS = 3000;
export const BANNER_SWIPE_THRESHOLD_PX = 50;
export const BANNER_RESTART_DELAY_MS = 3000;
/** Banners of this store are shown but not clickable. */
export const NON_CLICKABLE_BANNER_STORE_ID = 145;

export const FEATURED_TICK_MS = 1000;
export const FEATURED_TOTAL = 8;
export const CARDS_PER_VIEW = 4;

export const RELATED_MAX = 8;
export const RELATED_SWAP_MS = 3000;
export const RELATED_HIGHLIGHT_MS = 1000;

export const HEADER_SCROLL_THRESHOLD_PX = 60;
export const HOME_CATEGORY_COUNT = 10;
export const MOBILE_CATEGORY_PAGE_SIZE = 5;

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const RESULTS_PAGINATION_WINDOW = 5;
export const STORES_PAGINATION_WINDOW = 4;
export const STORES_PER_PAGE = 6;
export const STORE_PROVINCES_COLLAPSED = 4;

/** Products priced at or below this are hidden from the grid. */
export const PRICE_HIDE_THRESHOLD = 100;
/** The stores page never lists this store. */
export const EXCLUDED_PUBLIC_STORE_ID = 145;
export const ACTIVE_STORE_STATUS = 'Activa';

export const TRUNCATE = {
  cardName: 60,
  mobileSlideName: 16,
  relatedName: 20,
  storeAddress: 26,
  rankingName: 38,
  description: 600,
  descriptionNarrow: 200,
} as const;

export const BREAKPOINTS = { narrow: 380, small: 720, mobile: 768, medium: 1054 } as const;

export const SKELETON_MS = 1000;
/** Cards of a results page whose images load at once (above the fold on a phone or a desktop). */
export const EAGER_CARD_IMAGES = 4;
export const SESSION_EXPIRED_LOADER_MS = 2000;
export const SCROLL_TOP_ANIMATION_MS = 1600;
/** Lazy route chunks fail with a load error after this long. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const SUPPORT_HOURS = 'Lunes a viernes de 9 a 18hs';
