/**
 * Real product pages of Argentine stores, saved in public repositories (see SOURCES.md), read the way
 * a store update reads a product page (sitemap → page). Every expectation was read by hand from the
 * saved HTML: what a shopper sees, not our output.
 */
import { expect, it } from 'vitest';
import { parseTiendanubeProductPage } from '../tiendanube';
import { readFromSitemap } from '../testing/sitemap-site';
import { describeSaved, saved } from './hand-read';

/** One product page at `path` of `base`, listed in the site's sitemap. */
const readProductPage = (base: string, path: string, file: string) =>
  readFromSitemap(base, path, saved(file));

const shown = (l: {
  name?: string;
  url?: string;
  price?: number;
  listPrice?: number;
  cashPrice?: number;
  currency?: string;
  inStock?: boolean;
}) => ({
  name: l.name,
  url: l.url,
  price: l.price,
  listPrice: l.listPrice,
  cashPrice: l.cashPrice,
  currency: l.currency,
  inStock: l.inStock,
});

describeSaved(
  'www.gamingcity.com.ar product page (TornadoStore; scripts and styles removed by its saver)',
  () => {
    // The page shows "$ 236.550 — Precio especial con transferencia" and "1 pago con tarjeta $ 249.000";
    // its og:title is the store's own title, not the product's (the h1 is).
    it('reads the price the page shows and the product name of its heading', async () => {
      const path = '/ddr4-kingston-ddr4-16gb-memoria-ram-3200mhz-cl22--det--17256';
      const { listings, issues } = await readProductPage(
        'https://www.gamingcity.com.ar',
        path,
        'www.gamingcity.com.ar/producto-kingston-ddr4-16gb.html',
      );
      expect(issues).toEqual([]);
      expect(listings.map(shown)).toEqual([
        {
          name: 'Memoria Ram Kingston Ddr4 16Gb 3200Mhz Cl22',
          url: `https://www.gamingcity.com.ar${path}`,
          price: 236550,
          listPrice: undefined,
          cashPrice: undefined,
          currency: 'ARS',
          inStock: true,
        },
      ]);
    });
  },
);

describeSaved('www.fravega.com product page (VTEX), the <head> its saver kept', () => {
  it('reads the JSON-LD offer', async () => {
    const path = '/p/10-correas-elasticas-butifacion-para-apple-watch-22961531/';
    const { listings, issues } = await readProductPage(
      'https://www.fravega.com',
      path,
      'www.fravega.com/producto-correas-apple-watch-head.html',
    );
    expect(issues).toEqual([]);
    expect(listings.map(shown)).toEqual([
      {
        name: '10 Correas Elasticas Butifacion para Apple Watch',
        url: `https://www.fravega.com${path}`,
        price: 89490,
        listPrice: undefined,
        cashPrice: undefined,
        currency: 'ARS',
        inStock: true,
      },
    ]);
  });
});

describeSaved(
  'www.twohip.store product page (Tiendanube, 80 variants; cut by its saver to the data blocks)',
  () => {
    // The variants say $135.000 (crossed-out $150.000, $121.500 with the payment discount); the JSON-LD's
    // offer says 150000, the crossed-out price: a reader that trusted it would publish the wrong price.
    it("reads the variants' price, not the JSON-LD's crossed-out one", () => {
      const url = 'https://www.twohip.store/productos/2-mystery-box-emerald-diamond-1c0kv/';
      const draft = parseTiendanubeProductPage(saved('www.twohip.store/producto-2-mystery-box.html'), url);
      expect(shown(draft)).toEqual({
        name: '2 Mystery Box - (Emerald/Diamond)',
        url,
        price: 135000,
        listPrice: 150000,
        cashPrice: 121500,
        currency: 'ARS',
        inStock: true,
      });
    });
  },
);
