import { load } from 'cheerio';
import { parseHtmlRecipe, type RecipePage } from './recipe-html';
import { parseJsonRecipe } from './recipe-json';
import type { Recipe, StartUrl } from '@hardprecios/core/readers/recipe-schema';
import { Crawl } from './shared/crawl';
import { siteUrl, withQuery } from './shared/urls';
import { PermanentReadError, type ReadBatch, type ReaderContext, type StoreReader } from './types';

export { recipeSchema, type Recipe, type RecipeInput } from '@hardprecios/core/readers/recipe-schema';

/**
 * Custom sites read with the store's own recipe (settings.recipe): CSS selectors over listing pages,
 * or field paths over a JSON feed. Each start URL is followed through its pages.
 */
export function parseRecipePage(recipe: Recipe, body: string, pageUrl: string): RecipePage {
  if (recipe.type === 'html') return parseHtmlRecipe(recipe, body, pageUrl);
  let json = body;
  if (recipe.embeddedJson) {
    const element = load(body)(recipe.embeddedJson).first();
    if (!element.length)
      throw new PermanentReadError(`${pageUrl}: no se encontró ${recipe.embeddedJson} en la página`);
    json = element.text();
  }
  let answer: unknown;
  try {
    answer = JSON.parse(json);
  } catch {
    throw new PermanentReadError(
      recipe.embeddedJson
        ? `${pageUrl}: el contenido de ${recipe.embeddedJson} no es JSON`
        : `${pageUrl}: la respuesta no es JSON`,
    );
  }
  return parseJsonRecipe(recipe, answer, pageUrl);
}

export function startUrlOf(baseUrl: string, start: StartUrl): { url: string; categoryHints: string[] } {
  return typeof start === 'string'
    ? { url: siteUrl(baseUrl, start), categoryHints: [] }
    : { url: siteUrl(baseUrl, start.url), categoryHints: start.categoryHints };
}

/** Page `index` (0-based) of a start URL when the recipe pages by parameter; undefined otherwise. */
function pagedUrl(recipe: Recipe, start: string, index: number): string | undefined {
  const p = recipe.pagination;
  if (p.type === 'page') return withQuery(start, { [p.param]: p.start + index });
  if (p.type === 'offset') return withQuery(start, { [p.param]: index * p.size, [p.sizeParam]: p.size });
  return undefined;
}

export function recipeOf(crawl: Crawl): Recipe {
  const recipe = crawl.settings.recipe;
  if (!recipe) throw new PermanentReadError('la tienda no tiene receta de lectura (settings.recipe)');
  return recipe;
}

/** Two pages in a row that fail: the listing is not coming back in this run. */
const MAX_FAILURES_IN_A_ROW = 2;

/**
 * Reads every start URL of a recipe through its pages with the crawl's fetcher (plain HTTP for the
 * recipe reader, the rendering browser for the browser reader).
 */
export async function* readWithRecipe(crawl: Crawl, recipe: Recipe): AsyncIterable<ReadBatch> {
  const accept = recipe.type === 'json' && !recipe.embeddedJson ? 'application/json' : undefined;
  let firstDone = false;
  for (const start of recipe.startUrls.map((s) => startUrlOf(crawl.ctx.baseUrl, s))) {
    const visited = new Set<string>();
    let failures = 0;
    let url: string | undefined = pagedUrl(recipe, start.url, 0) ?? start.url;
    for (let index = 0; url && !visited.has(url); index++) {
      visited.add(url);
      const target: string = url;
      const isFirst = !firstDone;
      firstDone = true;
      const outcome = isFirst
        ? { ok: true as const, page: await crawl.first(target, { accept }) }
        : await crawl.next(target, { accept });
      if (!outcome.ok) {
        yield { listings: [], issues: [outcome.issue] };
        if (outcome.stop) return;
        // Past a failed page only a parameter says where the next one is.
        url = ++failures < MAX_FAILURES_IN_A_ROW ? pagedUrl(recipe, start.url, index + 1) : undefined;
        continue;
      }
      failures = 0;
      let parsed: RecipePage;
      try {
        parsed = parseRecipePage(recipe, outcome.page.text, outcome.page.url);
      } catch (err) {
        if (isFirst) throw err;
        yield {
          listings: [],
          issues: [{ where: outcome.page.url, message: (err as Error).message, pageLost: true }],
        };
        break;
      }
      if (index === 0 && parsed.drafts.length === 0) {
        // A start page without a single item: the recipe no longer matches the site (or never did).
        // Lost, so nothing is marked unavailable because of it.
        yield {
          listings: [],
          issues: [{ where: outcome.page.url, message: nothingFound(recipe), pageLost: true }],
        };
        break;
      }
      for (const draft of parsed.drafts)
        draft.categoryHints = [...(draft.categoryHints ?? []), ...start.categoryHints];
      const before = crawl.listingsSeen;
      yield crawl.batch(parsed.drafts, outcome.page.url);
      // An empty page, or one with nothing new, is past the end of the listing.
      if (parsed.drafts.length === 0 || crawl.listingsSeen === before) break;
      const lastPage = parsed.totalPages !== undefined && index + 1 >= parsed.totalPages;
      // A page read whole that has no next link is the last one, when the recipe knows the link.
      const followsLinks =
        recipe.type === 'html' ? recipe.nextPage !== undefined : recipe.pagination.type === 'next';
      url = lastPage ? undefined : followsLinks ? parsed.nextUrl : pagedUrl(recipe, start.url, index + 1);
    }
  }
}

function nothingFound(recipe: Recipe): string {
  return recipe.type === 'html'
    ? `la receta no encontró productos: el selector de ítems «${recipe.item}» no coincide con ningún elemento de la página`
    : `la receta no encontró productos: la ruta de ítems «${recipe.items || '(la respuesta entera)'}» no lleva a una lista de productos`;
}

export const recipeReader: StoreReader = {
  name: 'recipe',
  // A recipe is written for one store: it applies when the store has one, never by guessing.
  async detect(ctx) {
    return Boolean((ctx.settings as { recipe?: unknown } | undefined)?.recipe);
  },
  async *read(ctx: ReaderContext) {
    const crawl = new Crawl(ctx, 'recipe');
    yield* readWithRecipe(crawl, recipeOf(crawl));
  },
};
