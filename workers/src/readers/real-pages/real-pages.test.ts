/**
 * Real listing pages of Argentine hardware stores, saved in a public repository (see SOURCES.md), read
 * the way a store update reads them: the store's recipe through the recipe reader. Every expectation
 * below was read by hand from the saved HTML (what a shopper sees on the card), not from our output.
 */
import { expect, it } from 'vitest';
import type { RecipeInput } from '@hardprecios/core/readers/recipe-schema';
import { readWithRecipe, describeSaved, saved } from './hand-read';

/** One listing page answered at `path` of `base`, read with `recipe` (start URL = that path). */
const readListing = (base: string, path: string, file: string, recipe: RecipeInput) =>
  readWithRecipe(base, path, saved(file), recipe);

const VENEX: RecipeInput = {
  type: 'html',
  startUrls: ['/resultado-busqueda.htm?keywords=rtx+5060'],
  item: '.product-box',
  fields: {
    name: { selector: '.thumb img', attr: 'alt' },
    url: { selector: '.product-box-title a', attr: 'href' },
    price: '.current-price',
    externalId: { selector: '.product-box-title a', attr: 'onclick', pattern: "id: '(\\d+)'" },
    brand: { selector: '.product-box-title a', attr: 'onclick', pattern: "brand: '([^']+)'" },
    image: '.thumb img',
  },
};

const MEXX: RecipeInput = {
  type: 'html',
  startUrls: ['/buscar/?p=rtx+5060'],
  item: '.card-ecommerce',
  fields: {
    name: '.card-title a',
    url: { selector: '.card-title a', attr: 'href' },
    price: '.price h4 b',
    listPrice: '.price h6.anterior',
    externalId: { selector: '.card-description span', pattern: 'Art: (\\d+)' },
    image: '.view img',
    availability: '.enstocklistado',
  },
};

describeSaved('gezatek.com.ar search results (Qloud cards, 4 of them)', () => {
  // The card shows "$949990 Precio Geza"; the card-payment price ($1044989) is in a hidden h6.
  const GEZATEK: RecipeInput = {
    type: 'html',
    startUrls: ['/buscar/?q=rtx+5060'],
    item: 'div.prod-cat[data-id]',
    fields: {
      name: '.card-title a',
      url: { selector: '.card-title a', attr: 'href' },
      price: 'h4.pecio_final b',
      externalId: { attr: 'data-id' },
      brand: { attr: 'data-marca' },
      sku: '.articulo_field',
      image: '.imagen img',
      availability: '.card-category .pull-right',
    },
  };

  it('reads every card at the price shown, with its code, brand and stock', async () => {
    const { listings, issues, fetcher } = await readListing(
      'https://gezatek.com.ar',
      '/buscar/?q=rtx+5060',
      'gezatek.com.ar/buscar-rtx-5060.html',
      GEZATEK,
    );
    expect(issues).toEqual([]);
    expect(fetcher.requests).toHaveLength(1);
    const base = 'https://gezatek.com.ar/placas-de-video/placas-de-video-nvidia';
    expect(
      listings.map((l) => ({
        externalId: l.externalId,
        name: l.name,
        url: l.url,
        price: l.price,
        listPrice: l.listPrice,
        cashPrice: l.cashPrice,
        currency: l.currency,
        inStock: l.inStock,
        sku: l.sku,
        brand: l.brand,
      })),
    ).toEqual([
      {
        externalId: '8809',
        name: 'Placa de Video ASUS NVIDIA GeForce RTX 5060 ASUS DUAL 8GB GDDR7',
        url: `${base}/placa-de-video-asus-nvidia-geforce-rtx-5060-asus-dual-8gb-gddr7-8809.html`,
        price: 949990,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true, // "Bajo stock", "¡Ultima unidad!"
        sku: 'VGA204',
        brand: 'ASUS',
      },
      {
        externalId: '8798',
        name: 'Placa de Video ASUS NVIDIA GeForce RTX 5060 PRIME OC 8GB GDDR7',
        url: `${base}/placa-de-video-asus-nvidia-geforce-rtx-5060-prime-oc-8gb-gddr7-8798.html`,
        price: 969990,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: 'VGA088',
        brand: 'ASUS',
      },
      {
        externalId: '9344',
        name: 'Placa de Video Gigabyte NVIDIA GeForce RTX 5060 EAGLE MAX OC 8Gb GDDR7',
        url: `${base}/placa-de-video-gigabyte-nvidia-geforce-rtx-5060-eagle-max-oc-8gb-gddr7-9344.html`,
        price: 969990,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: 'VGA352',
        brand: 'GIGABYTE',
      },
      {
        externalId: '9343',
        name: 'Placa de Video Gigabyte NVIDIA GeForce RTX 5060 EAGLE OC ICE 8Gb GDDR7',
        url: `${base}/placa-de-video-gigabyte-nvidia-geforce-rtx-5060-eagle-oc-ice-8gb-gddr7-9343.html`,
        price: 949990,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
        sku: 'VGA351',
        brand: 'GIGABYTE',
      },
    ]);
    expect(listings[0]!.images).toEqual([
      'https://cdn.gezatek.com.ar/273/catalog-legacy/1ba68aa3e975d25e9ebd16deb5a5ffc7f9816634.png',
    ]);
  });
});

describeSaved('www.venex.com.ar search results (4 cards, "Contado efectivo")', () => {
  // The card title is cut by the store ("...OC..."): the image's alt carries the whole name.

  it('reads every card at its one-payment cash price', async () => {
    const { listings, issues } = await readListing(
      'https://www.venex.com.ar',
      '/resultado-busqueda.htm?keywords=rtx+5060',
      'www.venex.com.ar/buscar-rtx-5060.html',
      VENEX,
    );
    expect(issues).toEqual([]);
    const base = 'https://www.venex.com.ar/componentes-de-pc/placas-de-video';
    expect(
      listings.map((l) => [
        l.externalId,
        l.name,
        l.url,
        l.price,
        l.listPrice,
        l.currency,
        l.inStock,
        l.brand,
      ]),
    ).toEqual([
      [
        '21542',
        'Placa de Video ASUS NVIDIA GeForce RTX 5060 8GB Dual EVO OC',
        `${base}/placa-de-video-asus-nvidia-geforce-rtx5060-dual-evo-oc-8gb.html?keywords=rtx%205060`,
        859999,
        undefined,
        'ARS',
        true,
        'ASUS',
      ],
      [
        '22226',
        'Placa de Video MSI NVIDIA GeForce RTX 5060 8GB Ventus 2X OC',
        `${base}/placa-de-video-msi-nvidia-geforce-rtx-5060-8gb-ventus-2x-oc.html?keywords=rtx%205060`,
        859999,
        undefined,
        'ARS',
        true,
        'MSI',
      ],
      [
        '22496',
        'Placa de Video Gigabyte NVIDIA GeForce RTX 5060 8GB Gaming OC',
        `${base}/placa-de-video-gigabyte-nvidia-geforce-rtx-5060-8gb-gaming-oc-1.html?keywords=rtx%205060`,
        899999,
        undefined,
        'ARS',
        true,
        'GIGABYTE',
      ],
      [
        '19586',
        'Placa de Video MSI NVIDIA GeForce RTX 5060 Ti 8GB Ventus 2X OC Plus',
        `${base}/placa-de-video-msi-nvidia-geforce-rtx-5060-ti-ventus-2x-oc-plus-8gb.html?keywords=rtx%205060`,
        919999,
        undefined,
        'ARS',
        true,
        'MSI',
      ],
    ]);
    expect(listings[0]!.images).toEqual([
      'https://www.venex.com.ar/products_images/thumb/1779813027_placa_de_video_asus_nvidia_geforce_rtx5060_dual_evo_oc_8gbpng',
    ]);
  });
});

describeSaved('www.mexx.com.ar search results (4 cards, crossed-out previous price)', () => {
  it('reads every card once: the same article (Art: 5162) listed under two categories is one listing', async () => {
    const { listings, issues } = await readListing(
      'https://www.mexx.com.ar',
      '/buscar/?p=rtx+5060',
      'www.mexx.com.ar/buscar-rtx-5060.html',
      MEXX,
    );
    expect(issues).toEqual([]);
    const base = 'https://www.mexx.com.ar/productos-rubro';
    expect(
      listings.map((l) => [
        l.externalId,
        l.name,
        l.url,
        l.price,
        l.listPrice,
        l.cashPrice,
        l.currency,
        l.inStock,
      ]),
    ).toEqual([
      [
        '5162',
        'XM162 Pc Amd Ryzen 7 5700 - 32Gb - 1Tb - RTX5060 8',
        `${base}/entretenimiento/5162-xm162-pc-amd-ryzen-7-5700-32gb-1tb-rtx5060-8gb.html`,
        1919219,
        2156426,
        undefined,
        'ARS',
        true,
      ],
      [
        '5575',
        'G575 Pc Amd Ryzen 5 5600GT - 16Gb - 1Tb - RTX5060',
        `${base}/entretenimiento/5575-g575-pc-amd-ryzen-5-5600gt-16gb-1tb-rtx5060-12gb.html`,
        1719809,
        1932370,
        undefined,
        'ARS',
        true,
      ],
      [
        '5632',
        'GP632 Pc Amd Ryzen 7 8700F - 16GB - 1TB + 480Gb -',
        `${base}/gamers/5632-gp632-pc-amd-ryzen-7-8700f-16gb-1tb-+-480gb-rtx5060-8gb.html`,
        2101869,
        2361651,
        undefined,
        'ARS',
        true,
      ],
    ]);
    expect(listings[1]!.images).toEqual(['https://mexx-img-2019.s3.amazonaws.com/tumb_48464_2.jpeg']);
  });
});

describeSaved('www.fravega.com search results (Next.js __NEXT_DATA__, 4 marketplace items)', () => {
  // The saved page is the source repository's cut of the Apollo state: its author renamed the query key
  // to "items(recortado)". Product pages live at /p/{slug}-{code}/.
  const FRAVEGA: RecipeInput = {
    type: 'json',
    startUrls: ['/l/?keyword=rtx%205060'],
    embeddedJson: 'script#__NEXT_DATA__',
    items: 'props.pageProps.__APOLLO_STATE__.ROOT_QUERY."items(recortado)".results',
    fields: {
      name: 'item.title',
      price: 'pricing.salePrice',
      listPrice: 'pricing.listPrice',
      externalId: 'code',
    },
    urlTemplate: '/p/{item.slug}-{code}/',
  };

  it('reads each item at its sale price, with no list price when both are equal', async () => {
    const { listings, issues } = await readListing(
      'https://www.fravega.com',
      '/l/?keyword=rtx%205060',
      'www.fravega.com/buscar-rtx-5060.html',
      FRAVEGA,
    );
    expect(issues).toEqual([]);
    const name = 'ASUS TUF FX608L - U9 - RTX 5060 - 32GB - 1TB - JAEGER GRAY';
    const url = (code: string) =>
      `https://www.fravega.com/p/asus-tuf-fx608l-u9-rtx-5060-32gb-1tb-jaeger-gray-${code}/`;
    expect(listings.map((l) => [l.externalId, l.name, l.url, l.price, l.listPrice, l.currency])).toEqual([
      ['22967931', name, url('22967931'), 6185110, undefined, 'ARS'],
      ['22967920', name, url('22967920'), 5912173, undefined, 'ARS'],
      ['22967918', name, url('22967918'), 4915805, undefined, 'ARS'],
      ['22967915', name, url('22967915'), 5644005, undefined, 'ARS'],
    ]);
  });
});

describeSaved(
  'www.mexx.com.ar category listing (hard disks, 4 cards): the same recipe reads another page',
  () => {
    it('reads each card at its one-payment price, with no list price (the "11% OFF" badge shows none)', async () => {
      const { listings, issues } = await readListing(
        'https://www.mexx.com.ar',
        '/buscar/?p=rtx+5060',
        'www.mexx.com.ar/listado-discos.html',
        MEXX,
      );
      expect(issues).toEqual([]);
      const base = 'https://www.mexx.com.ar/productos-rubro/almacenamiento';
      expect(listings.map((l) => [l.name, l.url, l.price, l.listPrice, l.currency, l.inStock])).toEqual([
        [
          'Disco Rigido 1Tb Seagate Skyhawk',
          `${base}/35264-disco-rigido-1tb-seagate-skyhawk.html`,
          237939,
          undefined,
          'ARS',
          true,
        ],
        [
          'Disco Rigido 2Tb Seagate Skyhawk',
          `${base}/35261-disco-rigido-2tb-seagate-skyhawk.html`,
          348909,
          undefined,
          'ARS',
          true,
        ],
        [
          'Disco Rigido 1Tb Western Digital WD Purple',
          `${base}/30270-disco-rigido-1tb-western-digital-wd-purple.html`,
          299999,
          undefined,
          'ARS',
          true,
        ],
        [
          'Disco Rigido 2Tb Western Digital WD Purple',
          `${base}/29734-disco-rigido-2tb-western-digital-wd-purple.html`,
          333729,
          undefined,
          'ARS',
          true,
        ],
      ]);
    });
  },
);

describeSaved(
  'www.venex.com.ar category listing (memory, 4 cards and an empty fifth): the same recipe reads another page',
  () => {
    it('reads the four products at their one-payment cash price and skips the empty card', async () => {
      const { listings, issues } = await readListing(
        'https://www.venex.com.ar',
        '/resultado-busqueda.htm?keywords=rtx+5060',
        'www.venex.com.ar/listado-memorias.html',
        VENEX,
      );
      const base = 'https://www.venex.com.ar/componentes-de-pc/memorias-ram';
      expect(listings.map((l) => [l.name, l.url, l.price, l.listPrice, l.currency])).toEqual([
        [
          'Memoria RAM Kimota DDR2 2GB 800MHz',
          `${base}/desktop/memoria-ram-ddr2-2gb-800mhz-kimota.html`,
          13990,
          undefined,
          'ARS',
        ],
        [
          'Memoria RAM Kingdian DDR3 4GB 1600MHz',
          `${base}/desktop/memoria-ram-kingdian-ddr3-4gb-1600mhz.html`,
          21990,
          undefined,
          'ARS',
        ],
        [
          'Memoria RAM Hiksemi DDR3 4GB 1600MHz',
          `${base}/desktop/memoria-ram-hiksemi-ddr3-4gb-1600mhz.html`,
          23999,
          undefined,
          'ARS',
        ],
        [
          'Memoria RAM Notebook SODIMM Hiksemi Hiker DDR3 4GB 1600MHz',
          `${base}/notebook/memoria-ram-notebook-ddr3-4gb1600mhz-hiksemi-hiker.html`,
          23999,
          undefined,
          'ARS',
        ],
      ]);
      expect(issues).toEqual([]);
    });
  },
);

describeSaved("compragamer.com's product feed (9 rows as served)", () => {
  // 'precioEspecial' is the price the site shows (cash or transfer); 'precioLista' the card price.
  const COMPRAGAMER: RecipeInput = {
    type: 'json',
    startUrls: ['/productos'],
    items: '',
    fields: {
      name: 'nombre',
      price: 'precioEspecial',
      cashPrice: 'precioEspecial',
      externalId: 'id_producto',
      inStock: 'stock',
    },
    urlTemplate: '/producto/{id_producto}',
  };

  it('reads each product at its special price, in stock', async () => {
    const { listings, issues } = await readListing(
      'https://static.compragamer.com',
      '/productos',
      'compragamer.com/productos-9.json',
      COMPRAGAMER,
    );
    expect(issues).toEqual([]);
    expect(listings.map((l) => [l.externalId, l.name, l.price, l.listPrice, l.currency, l.inStock])).toEqual([
      ['15560', 'Memoria Corsair DDR4 16GB 3200MHz Vengeance LPX Black CL16', 251600, undefined, 'ARS', true],
      ['17151', 'Memoria Adata DDR4 16GB 3200MHz XPG Gammix D35 Black CL16', 221450, undefined, 'ARS', true],
      [
        '20149',
        'Webcam Logitech Brio 505 Black FHD Rightlight1080p/30fps 720/60fps',
        185100,
        undefined,
        'ARS',
        true,
      ],
      [
        '20150',
        'Webcam Logitech Brio 4K UHD RightLight 3 HDR 1080p/60FPS 720/90FPS USB-C',
        259400,
        undefined,
        'ARS',
        true,
      ],
      ['1674', 'Estabilizador Desktop TCA-1200N LYONN AV', 43200, undefined, 'ARS', true],
      [
        '1705',
        'Cable Alimentacion Power Interlock Fuente PC 0,75mm 1,5mts 100% Cobre Certificado IRAM',
        4480,
        undefined,
        'ARS',
        true,
      ],
      ['3278', 'Estabilizador Desktop TCA-2000N LYONN AVR', 66950, undefined, 'ARS', true],
      ['4140', 'WebCam Logitech C270 HD 720p USB', 34750, undefined, 'ARS', true],
      ['4167', 'Combo Logitech Teclado + Mouse MK270 Wireless', 33690, undefined, 'ARS', true],
    ]);
  });
});
