import { beforeAll, describe, expect, it } from 'vitest';
import { describeRealWorld, readRealWorld } from '@hardprecios/core/testing/real-world';
import { parseHtmlRecipe } from './recipe-html';
import { htmlRecipeSchema, recipeSchema, type RecipeInput } from '@hardprecios/core/readers/recipe-schema';
import { recipeReader } from './recipe';
import { collect, testContext } from './testing/collect';
import { RouteFetcher } from './testing/route-fetcher';

const chilePage = (store: string, n: number) => readRealWorld('chile-hardware', store, `page-${n}.html`);

// Chilean pesos print like Argentine ones (`$15.680`); the amounts are what matters here.
const SPDIGITAL: RecipeInput = {
  type: 'html',
  startUrls: [{ url: '/categories/view/334/page:1', categoryHints: ['Accesorios de Seguridad'] }],
  item: '.product-item-list',
  fields: {
    name: '.name a',
    url: { selector: '.name a', attr: 'href' },
    price: '.other-method-price-value',
    cashPrice: '.cash-price-value',
    image: '.detail-left img',
    brand: '.brand',
    sku: { selector: '.code-code', pattern: 'C[óo]digo:\\s*(\\S+)' },
    mpn: { selector: '.code-part-number', pattern: 'Part Number:\\s*(.+)' },
    externalId: { selector: '.button-many-to-cart', attr: 'data-product' },
  },
  nextPage: 'a.next',
};

const PCFACTORY: RecipeInput = {
  type: 'html',
  startUrls: ['/'],
  item: 'table[style*="caluga_v2"]',
  fields: {
    name: '.nombre_corto',
    url: { selector: 'a[href^="/producto/"]', attr: 'href' },
    price: '.precioGrupo',
    image: 'img[src^="/foto/"]',
    brand: { selector: 'span.main_mini', pattern: '^([^®]+)' },
    externalId: { selector: '.TxtPeso', pattern: '^ID (\\d+)$' },
  },
};

describeRealWorld(
  'chile-hardware/spdigital',
  'recipe reader on the real spdigital.cl category (5 pages)',
  () => {
    const routes = () =>
      Object.fromEntries(
        [0, 1, 2, 3, 4].map((n) => [
          `/categories/view/334/page:${n + 1}`,
          { body: chilePage('spdigital', n) },
        ]),
      );

    it('follows the next link through every page and reads each product as a person reads it', async () => {
      const fetcher = new RouteFetcher(routes());
      const { listings, issues } = await collect(
        recipeReader,
        testContext('https://www.spdigital.cl', fetcher, { recipe: SPDIGITAL }),
      );

      expect(fetcher.requests).toHaveLength(5);
      expect(listings).toHaveLength(51);
      // The one product the store shows without a price ("CONFIRMAR PRECIO").
      expect(issues).toEqual([
        expect.objectContaining({
          where: 'https://www.spdigital.cl/products/view/37132',
          message: expect.stringContaining('sin precio'),
        }),
      ]);
      expect(listings.slice(0, 12).map((l) => [l.name, l.price, l.listPrice])).toEqual([
        ['Cable De Seguridad Naranja Safe Pro Con Llave', 15680, 16230],
        ['Cable de Seguridad Kensington Combinacion Ultra Security', 14580, 15090],
        ['Kensington - Pack Maletín Asociatte de 14 - Briefcase Asociatte', 19630, 20320],
        ['HP Docking Station Cable Lock', 21290, 22040],
        ['Cable De Seguridad Desktop y P', 17660, 18280],
        ['Candado Cable de Seguridad Twin Naranaja Microsaver', 21430, 22190],
        ['HP 46 - Paquete de 3 - negro', 12880, 13330],
        ['CABLE MINISAVER LOCK PARA ULTRABOOK', 24740, 25600],
        ['Cable De Seguridad Con Clave C', 14830, 15349],
        ['Klipx Candado Con Llave Largo 150 CM', 10250, 10610],
        ['GEN SILLA DE ESCRITORIO NEGRA', 17000, 17600],
        ['DRU HOVER SMART BOARD BLACK WITH CHARGER LG BATTER', 329350, 340870],
      ]);
      expect(listings[0]).toMatchObject({
        externalId: '40511',
        url: 'https://www.spdigital.cl/products/view/40511',
        cashPrice: 15680,
        brand: 'KENSINGTON',
        sku: 'NA0000010507',
        mpn: '24185-K64068F',
        images: ['https://www.spdigital.cl/img/products/new_web/thumb-1425997831418-11041315-2141.jpg'],
        categoryHints: ['Accesorios de Seguridad'],
        readBy: 'recipe',
      });
      expect(listings.at(-1)).toMatchObject({
        name: 'CABLE DE SEGURIDAD CLAVE ECO - POLYBAG LATAM (500 MINIMO)',
        price: 8700,
      });
    });
  },
);

describeRealWorld('chile-hardware/pcfactory', 'recipe on the real pcfactory.cl category pages', () => {
  const recipe = htmlRecipeSchema.parse(PCFACTORY);
  let pages: ReturnType<typeof parseHtmlRecipe>[] = [];
  beforeAll(() => {
    pages = [0, 1, 2, 3, 4].map((n) =>
      parseHtmlRecipe(recipe, chilePage('pcfactory', n), 'https://www.pcfactory.cl/celulares'),
    );
  });

  it('finds every product card', () => {
    expect(pages.map((p) => p.drafts.length)).toEqual([5, 3, 12, 12, 12]);
  });

  it('reads names, prices, brands and ids as printed', () => {
    expect(pages[0]!.drafts.map((d) => [d.externalId, d.brand, d.name, d.price])).toEqual([
      ['18956', 'Huawei', 'Telefono Aló Entel Hogar', 6590],
      ['21680', 'Azumi', 'Celular Azumi L2Z Negro Prepago Claro', 9990],
      ['22136', 'Alcatel', 'Celular Alcatel 1050 Prepago Claro', 11790],
      ['22135', 'Alcatel', 'Celular Alcatel 1035 Prepago Claro', 13990],
      ['23053', 'Azumi', 'Celular Azumi L3GA LITE', 21990],
    ]);
    expect(pages[2]!.drafts[0]).toMatchObject({
      name: 'SIM Prepago WOM "1000"',
      price: 590,
      url: '/producto/20449-SIM.Prepago.WOM.1000.',
      images: ['/foto/20449/1_100.jpg?t=1452721649'],
    });
    expect(pages[4]!.drafts.at(-1)).toMatchObject({
      name: 'Smartphone Galaxy Grand Prime VE Quad core 8GB 5" Android 5.1 Negro Prepago Movistar',
      price: 84990,
    });
  });
});

describe('recipe JSON feeds', () => {
  const feed = (page: number) => ({
    data: {
      productos:
        page > 2
          ? []
          : [0, 1].map((i) => ({
              id: page * 10 + i,
              titulo: `Gabinete Thermaltake #${page * 10 + i}`,
              slug: `gabinete-${page * 10 + i}`,
              precio: 8999900,
              precioLista: 9999900,
              fotos: [{ url: `/img/g${page}${i}.jpg` }],
              rubros: ['Gabinetes'],
              stock: i === 0 ? 3 : 0,
            })),
    },
  });

  it('pages by parameter, scales prices, builds URLs from a template', async () => {
    const recipe: RecipeInput = {
      type: 'json',
      startUrls: ['/api/catalogo'],
      items: 'data.productos',
      fields: {
        name: 'titulo',
        price: 'precio',
        listPrice: 'precioLista',
        externalId: 'id',
        image: 'fotos.*.url',
        category: 'rubros',
        inStock: 'stock',
      },
      urlTemplate: '/producto/{slug}',
      priceScale: 100,
      pagination: { type: 'page', param: 'pagina', start: 1 },
    };
    const fetcher = new RouteFetcher({
      '/api/catalogo': (url) => ({ body: feed(Number(url.searchParams.get('pagina'))) }),
    });
    const { listings } = await collect(
      recipeReader,
      testContext('https://tienda.com.ar', fetcher, { recipe }),
    );
    expect(listings).toHaveLength(4);
    expect(listings[1]).toMatchObject({
      externalId: '11',
      url: 'https://tienda.com.ar/producto/gabinete-11',
      price: 89999,
      listPrice: 99999,
      images: ['https://tienda.com.ar/img/g11.jpg'],
      categoryHints: ['Gabinetes'],
      inStock: false,
    });
    expect(fetcher.requests).toHaveLength(3);
  });
});

describe('recipe JSON feed with fallback paths and a page count', () => {
  const item = (n: number, oferta: number | null) => ({
    codigo: `SKU-${n}`,
    titulo: `Memoria RAM Kingston Fury 16GB #${n}`,
    moneda: 'ARS',
    stock: n % 2,
    precios: { lista: n === 5 ? null : 59999.9, oferta },
    enlace: `/p/${n}`,
    imagen: `/img/${n}.svg`,
  });
  const recipe: RecipeInput = {
    type: 'json',
    startUrls: ['/api/productos.json'],
    items: 'productos',
    fields: {
      name: 'titulo',
      price: ['precios.oferta', 'precios.lista'],
      listPrice: 'precios.lista',
      url: 'enlace',
      image: 'imagen',
      sku: 'codigo',
      currency: 'moneda',
      inStock: 'stock',
    },
    pagination: { type: 'page', param: 'page', totalPagesPath: 'paginas' },
  };

  it('goes on past a failed page and stops at the page count', async () => {
    const fetcher = new RouteFetcher({
      '/api/productos.json?page=1': { body: { paginas: 3, productos: [item(1, 49999.9), item(2, null)] } },
      '/api/productos.json?page=2': { status: 500, body: { ok: false } },
      '/api/productos.json?page=3': { body: { paginas: 3, productos: [item(5, null), item(6, null)] } },
    });
    const { listings, issues } = await collect(
      recipeReader,
      testContext('https://feed.com.ar', fetcher, { recipe }),
    );
    expect(listings.map((l) => [l.sku, l.price, l.listPrice, l.inStock])).toEqual([
      ['SKU-1', 49999.9, 59999.9, true],
      ['SKU-2', 59999.9, undefined, false],
      ['SKU-6', 59999.9, undefined, false],
    ]);
    expect(issues).toEqual([
      expect.objectContaining({ where: 'https://feed.com.ar/api/productos.json?page=2', pageLost: true }),
      expect.objectContaining({ message: expect.stringContaining('sin precio') }),
    ]);
    expect(fetcher.requests).toHaveLength(3);
  });

  // Some feeds write 0, or '0.00', for "no offer price": the next path is the price. All zero: refused.
  it('reads a zero offer as no offer, and publishes nothing when every price is zero', async () => {
    const fetcher = new RouteFetcher({
      '/api/productos.json?page=1': {
        body: {
          paginas: 1,
          productos: [
            item(1, 0),
            { ...item(2, null), precios: { lista: 45999, oferta: '0.00' } },
            { ...item(3, null), precios: { lista: 0, oferta: 0 } },
          ],
        },
      },
    });
    const { listings, issues } = await collect(
      recipeReader,
      testContext('https://feed.com.ar', fetcher, { recipe }),
    );
    expect(listings.map((l) => [l.sku, l.price, l.listPrice])).toEqual([
      ['SKU-1', 59999.9, undefined],
      ['SKU-2', 45999, undefined],
    ]);
    expect(issues).toEqual([
      expect.objectContaining({ message: expect.stringContaining('precio 0 no publicable') }),
    ]);
  });
});

describe('recipeSchema', () => {
  it('refuses broken selectors and patterns, saying where', () => {
    const bad = recipeSchema.safeParse({
      ...SPDIGITAL,
      item: '.product[',
      fields: { ...SPDIGITAL.fields, sku: { selector: '.code', pattern: '(' } },
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['item', 'fields.sku.pattern']));
  });

  it('needs a URL field or a template for JSON feeds', () => {
    const bad = recipeSchema.safeParse({
      type: 'json',
      startUrls: ['/feed'],
      items: '',
      fields: { name: 'n', price: 'p' },
    });
    expect(bad.error?.issues[0]?.path).toEqual(['fields', 'url']);
  });
});
