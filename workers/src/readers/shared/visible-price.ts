import type { CheerioAPI } from 'cheerio';
import { readPrice, type PriceLocale } from '../../prices/parse-price';

/** The price a shopper sees on a product page, and the crossed-out one beside it. */
export interface VisiblePrice {
  price: number;
  listPrice?: number;
}

/**
 * Where platforms print the main product's price: the box of the product being sold (never the
 * related products' cards), the current price in it, and the old (crossed-out) price.
 */
const PRICE_BOXES: { box: string; current: string[]; old: string[] }[] = [
  {
    // Magento 1 (`.product-shop`, `.product-essential`) and Magento 2 (`.product-info-main`).
    box: '.product-info-main .price-box, .product-shop .price-box, .product-essential .price-box',
    current: ['.special-price .price', '[data-price-type="finalPrice"] .price', '.regular-price .price'],
    old: ['.old-price .price', '[data-price-type="oldPrice"] .price'],
  },
  {
    // WooCommerce: `<p class="price"><del>old</del> <ins>current</ins></p>` in the summary.
    box: '.product .summary .price, .product .entry-summary .price',
    current: ['ins .amount', '.amount'],
    old: ['del .amount'],
  },
  {
    // Tiendanube.
    box: '#single-product, .js-product-detail, body',
    current: ['#price_display', '.js-price-display'],
    old: ['#compare_price_display', '.js-compare-price-display'],
  },
  {
    // PrestaShop 1.7+.
    box: '.product-prices',
    current: ['.current-price [itemprop="price"]', '.current-price-value', '.current-price'],
    old: ['.regular-price'],
  },
  {
    // Any other page: the product's price element, when the page shows exactly one amount in such.
    box: 'body',
    current: ['.product-price', '[itemprop="price"]'],
    old: [],
  },
];

const HIDDEN =
  '[hidden], [aria-hidden="true"], [style*="display:none"], [style*="display: none"], .hidden, .d-none';

/**
 * Reads the visible price with the markup of the platforms above. Undefined when none of them
 * matches, or when the matching place shows several different amounts (then we cannot tell which
 * one a shopper pays, and say nothing rather than guess).
 */
export function visiblePrice($: CheerioAPI, locale: PriceLocale = 'es-AR'): VisiblePrice | undefined {
  for (const { box, current, old } of PRICE_BOXES) {
    const $box = $(box).first();
    if (!$box.length) continue;
    const price = amountsIn($, $box, current, locale);
    if (price === undefined) continue;
    if (price.length !== 1) return undefined;
    const listPrice = amountsIn($, $box, old, locale);
    return {
      price: price[0]!,
      listPrice: listPrice?.length === 1 && listPrice[0]! > price[0]! ? listPrice[0] : undefined,
    };
  }
  return undefined;
}

/** The distinct amounts shown by the first selector that finds any (hidden elements ignored). */
function amountsIn(
  $: CheerioAPI,
  $box: ReturnType<CheerioAPI>,
  selectors: string[],
  locale: PriceLocale,
): number[] | undefined {
  for (const selector of selectors) {
    const amounts = new Set<number>();
    $box.find(selector).each((_, el) => {
      const $el = $(el);
      if ($el.is(HIDDEN) || $el.parents(HIDDEN).length) return;
      const text = $el.attr('content') ?? $el.text();
      const amount = readPrice(text, { locale })?.amount;
      if (amount !== undefined && amount > 0) amounts.add(amount);
    });
    if (amounts.size) return [...amounts];
  }
  return undefined;
}

/** A currency sign or code followed by an amount, as stores print prices. */
const PRICE_TEXT = /(?:U\$S|US\$|USD|ARS|\$)\s*\d[\d.,]*/g;

/**
 * Every amount printed as a price anywhere a shopper can see on the page (scripts, styles and hidden
 * elements left out): what a price from the structured data can be checked against when the page's
 * markup is none of the platforms above.
 */
export function shownAmounts($: CheerioAPI, locale: PriceLocale = 'es-AR'): number[] {
  const body = $('body').clone();
  body.find(`script, style, noscript, template, ${HIDDEN}`).remove();
  const amounts = new Set<number>();
  for (const match of body.text().matchAll(PRICE_TEXT)) {
    const amount = readPrice(match[0], { locale })?.amount;
    if (amount !== undefined && amount > 0) amounts.add(amount);
  }
  return [...amounts];
}
