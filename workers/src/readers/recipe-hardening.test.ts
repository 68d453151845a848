/** Recipes on the pages that went wrong for operators: hidden prices, several amounts, nothing matched, Next.js stores. */
import { describe, expect, it } from 'vitest';
import { recipeSchema, type RecipeInput } from '@hardprecios/core/readers/recipe-schema';
import { recipeReader } from './recipe';
import { collect, testContext } from './testing/collect';
import { RouteFetcher } from './testing/route-fetcher';

const BASE = 'https://tienda.example.com.ar';
const read = (recipe: RecipeInput, routes: Record<string, string>) =>
  collect(
    recipeReader,
    testContext(
      BASE,
      new RouteFetcher(Object.fromEntries(Object.entries(routes).map(([path, body]) => [path, { body }]))),
      { recipe: recipeSchema.parse(recipe) },
    ),
  );

/** A card as custom Argentine stores print them: the Mercado Pago price hidden until a tab shows it. */
const card = (n: number, hiddenMarkup: string) => `
  <div class="producto">
    <a class="nombre" href="/producto/${n}">Placa de Video MSI GeForce RTX 4060 Ventus 2X 8GB OC #${n}</a>
    <div class="precio">
      ${hiddenMarkup.replace('PRICE', '$ 660.000')}
      <span class="precio-efectivo">$ 600.000</span>
    </div>
  </div>`;

const CARDS: RecipeInput = {
  type: 'html',
  startUrls: ['/placas-de-video'],
  item: '.producto',
  fields: { name: '.nombre', price: '.precio span' },
};

describe('HTML recipes and hidden elements', () => {
  it.each([
    ['display:none', '<span class="precio-mp" style="display: none">PRICE</span>'],
    ['the hidden attribute', '<span class="precio-mp" hidden>PRICE</span>'],
    ['aria-hidden', '<span class="precio-mp" aria-hidden="true">PRICE</span>'],
    ['the .hidden class', '<div class="tab hidden"><span class="precio-mp">PRICE</span></div>'],
  ])('skips a price hidden with %s: the shopper pays the visible one', async (_, hidden) => {
    const { listings, issues } = await read(CARDS, { '/placas-de-video': card(1, hidden) + card(2, hidden) });
    expect(issues).toEqual([]);
    expect(listings.map((l) => l.price)).toEqual([600000, 600000]);
  });

  it('reads hidden elements only when the recipe asks, and then warns that the price field shows two amounts', async () => {
    const { listings, issues } = await read(
      { ...CARDS, includeHidden: true },
      { '/placas-de-video': card(1, '<span style="display:none">PRICE</span>') },
    );
    expect(listings.map((l) => l.price)).toEqual([660000]);
    expect(issues).toEqual([
      {
        where: `${BASE}/producto/1`,
        message:
          '"Placa de Video MSI GeForce RTX 4060 Ventus 2X 8GB OC #1": el campo de precio muestra varios importes (660000, 600000); se tomó 660000: revisá el selector de precio de la receta',
      },
    ]);
  });

  it('keeps the crossed-out price stores hide from screen readers (WooCommerce <del aria-hidden>)', async () => {
    const page = `<ul class="products"><li class="product"><a href="/p/ssd"><h2>SSD Kingston NV2 1TB</h2></a>
      <span class="price"><del aria-hidden="true"><span class="amount">$ 80.000</span></del>
      <span class="screen-reader-text">El precio original era: $ 80.000.</span>
      <ins><span class="amount">$ 72.000</span></ins></span></li></ul>`;
    const { listings, issues } = await read(
      {
        type: 'html',
        startUrls: ['/'],
        item: 'li.product',
        fields: { name: 'h2', price: '.price ins .amount', listPrice: '.price del .amount' },
      },
      { '/': page },
    );
    expect(issues).toEqual([]);
    expect(listings).toEqual([expect.objectContaining({ price: 72000, listPrice: 80000 })]);
  });

  it('warns when one price element prints two amounts', async () => {
    const page = `<div class="producto"><a href="/p/1">Mouse Logitech G203</a><span class="precio">$ 32.999 $ 29.699</span></div>`;
    const { listings, issues } = await read(
      { type: 'html', startUrls: ['/'], item: '.producto', fields: { name: 'a', price: '.precio' } },
      { '/': page },
    );
    expect(listings).toHaveLength(1);
    expect(issues.map((i) => i.message)).toEqual([
      expect.stringContaining('el campo de precio muestra varios importes (32999, 29699)'),
    ]);
  });

  it('says so, and marks the page lost, when the item selector matches nothing', async () => {
    const { listings, issues } = await read(
      { ...CARDS, item: '.product-card' },
      { '/placas-de-video': card(1, '') },
    );
    expect(listings).toEqual([]);
    expect(issues).toEqual([
      {
        where: `${BASE}/placas-de-video`,
        message:
          'la receta no encontró productos: el selector de ítems «.product-card» no coincide con ningún elemento de la página',
        pageLost: true,
      },
    ]);
  });

  it('builds the URL from a template of the fields when the card has no link', async () => {
    const page = `<div class="item" data-sku="RTX-4060-V2X"><h3>Placa de Video MSI RTX 4060</h3><b>$ 620.000</b></div>`;
    const { listings } = await read(
      {
        type: 'html',
        startUrls: ['/'],
        item: '.item',
        fields: { name: 'h3', price: 'b', sku: { attr: 'data-sku' } },
        urlTemplate: '/producto/{sku}',
      },
      { '/': page },
    );
    expect(listings).toEqual([
      expect.objectContaining({ url: `${BASE}/producto/RTX-4060-V2X`, price: 620000 }),
    ]);
  });
});

describe('recipe validation', () => {
  it.each(['h4..precio', '..precio', '.precio..valor', 'div#.x'])(
    'refuses the selector %s, saying why',
    (selector) => {
      const parsed = recipeSchema.safeParse({ ...CARDS, fields: { name: '.nombre', price: selector } });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toMatch(/^selector CSS inválido: /);
    },
  );

  it('accepts ordinary selectors', () => {
    for (const selector of [
      'h4.precio',
      '.precio > span:not(.old)',
      'div[data-price]',
      '#precio_final',
      'a[href^="/p/"]',
    ])
      expect(
        recipeSchema.safeParse({ ...CARDS, fields: { name: '.nombre', price: selector } }).success,
        selector,
      ).toBe(true);
  });
});

describe('JSON recipes on a Next.js store (the catalog in <script id="__NEXT_DATA__">)', () => {
  const nextPage = (products: unknown[]) => `<!doctype html><html><head><title>Notebooks</title></head><body>
    <div id="__next"><div class="grid">…</div></div>
    <script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
      props: { pageProps: { category: { products, 'precio (ARS)': 'ignored' } } },
      page: '/categoria/[slug]',
      buildId: 'x1',
    })}</script></body></html>`;
  const NEXT: RecipeInput = {
    type: 'json',
    startUrls: ['/categoria/notebooks'],
    embeddedJson: 'script#__NEXT_DATA__',
    items: 'props.pageProps.category.products',
    fields: { name: 'title', price: '"precio (ARS)".final', sku: 'sku', inStock: 'stock' },
    urlTemplate: '/producto/{slug}',
  };

  it('reads the embedded JSON with quoted keys and a URL template', async () => {
    const { listings, issues } = await read(NEXT, {
      '/categoria/notebooks': nextPage([
        {
          title: 'Notebook Lenovo IdeaPad 3 15ITL6 i5 8GB 512GB',
          slug: 'notebook-lenovo-ideapad-3',
          sku: 'LN-IP3',
          stock: 4,
          'precio (ARS)': { final: 899999, lista: 999999 },
        },
        {
          title: 'Notebook ASUS Vivobook 15 X1504ZA i3 8GB 256GB',
          slug: 'notebook-asus-vivobook-15',
          sku: 'AS-VB15',
          stock: 0,
          'precio (ARS)': { final: 649999 },
        },
      ]),
    });
    expect(issues).toEqual([]);
    expect(listings.map((l) => [l.name, l.price, l.url, l.inStock])).toEqual([
      [
        'Notebook Lenovo IdeaPad 3 15ITL6 i5 8GB 512GB',
        899999,
        `${BASE}/producto/notebook-lenovo-ideapad-3`,
        true,
      ],
      [
        'Notebook ASUS Vivobook 15 X1504ZA i3 8GB 256GB',
        649999,
        `${BASE}/producto/notebook-asus-vivobook-15`,
        false,
      ],
    ]);
  });

  it('says what is missing when the page has no such script', async () => {
    await expect(
      read(NEXT, { '/categoria/notebooks': '<html><body>Mantenimiento</body></html>' }),
    ).rejects.toThrow(`${BASE}/categoria/notebooks: no se encontró script#__NEXT_DATA__ en la página`);
  });

  it('refuses a malformed JSON path when the recipe is saved', () => {
    for (const path of ['a..b', 'a.', '"sin cerrar', 'precio (ARS)'])
      expect(recipeSchema.safeParse({ ...NEXT, items: path }).success, path).toBe(false);
  });
});
