/// <reference lib="dom" />
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A product card as the shopper reads it: its link's accessible name is "name, $ price, store" ('U$S'
 * for a dollar price, ", Sin stock" after the price of an out-of-stock listing).
 */
export interface CardSummary {
  name: string;
  price: number;
  currency: 'ARS' | 'USD';
  available: boolean;
  store: string;
}

/** The results grid once loaded (while loading it is the list 'Cargando productos'). */
export function productsList(page: Page): Locator {
  return page.getByRole('list', { name: 'Productos', exact: true });
}

export function parseArsPrice(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** The cards shown now, read in one go so a re-render cannot mix two lists. */
export async function readCards(page: Page): Promise<CardSummary[]> {
  const labels = await productsList(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
  return labels.map((label) => {
    const match = /^(.*), (U\$S|\$) ([\d.,]+)(, Sin stock)?, (.*)$/.exec(label);
    if (!match) throw new Error(`unexpected product card label: ${label}`);
    return {
      name: match[1]!,
      price: parseArsPrice(match[3]!),
      currency: match[2] === 'U$S' ? 'USD' : 'ARS',
      available: match[4] === undefined,
      store: match[5]!,
    };
  });
}

/**
 * Waits until the grid shows cards that satisfy `accept` (results arrive after the address changes,
 * then a 1 s skeleton plays, so a first read may still be the previous list) and returns them.
 */
export async function settledCards(
  page: Page,
  accept: (cards: CardSummary[]) => boolean = (cards) => cards.length > 0,
  message = 'the results grid to show the expected cards',
): Promise<CardSummary[]> {
  let cards: CardSummary[] = [];
  await expect
    .poll(
      async () => {
        if (!(await productsList(page).isVisible())) return false;
        cards = await readCards(page).catch(() => []);
        return accept(cards);
      },
      { message, timeout: 20_000 },
    )
    .toBe(true);
  return cards;
}

/** 'N resultados (productos)' grouped, 'N resultados (publicaciones)' with every listing. */
export const RESULTS_COUNT = /^(\d+) resultados \((productos|publicaciones)\)$/;

/** The 'N resultados' count, whichever it counts. */
export async function resultsCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: RESULTS_COUNT });
  await expect(status).toBeVisible();
  return Number((await status.textContent())!.match(/\d+/)![0]);
}

/** The filters: the sidebar on desktop, the 'Filtros' dialog (opened here) on mobile. */
export async function openFilters(page: Page, mobile: boolean): Promise<Locator> {
  if (!mobile) return page.getByRole('complementary', { name: 'Filtros' });
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function isAscending(values: number[]): boolean {
  return values.every((value, i) => i === 0 || values[i - 1]! <= value);
}

export function sameNames(a: CardSummary[], b: CardSummary[]): boolean {
  return (
    a.length === b.length && a.every((card, i) => card.name === b[i]!.name && card.price === b[i]!.price)
  );
}
