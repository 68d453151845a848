import { describe, expect, it } from 'vitest';
import { describeRealWorld, readRealWorld } from '@hardprecios/core/testing/real-world';
import { collect, testContext } from './testing/collect';
import { RouteFetcher } from './testing/route-fetcher';
import { parseVtexProducts, vtexReader, type VtexProduct } from './vtex';

const realWorld = (name: string): VtexProduct[] => JSON.parse(readRealWorld('vtex', name));

const BISCO = 'https://biscoind.vtexcommercestable.com.br';

describeRealWorld('vtex', 'parseVtexProducts on real VTEX answers (bisco industries)', () => {
  it('gives one listing per product at the default seller price', () => {
    const drafts = parseVtexProducts(realWorld('vtex_productSearch.json'), BISCO);
    expect(drafts).toHaveLength(10);
    expect(drafts.map((d) => [d.name, d.price])).toEqual([
      ['1435-M12-F21-1032', 3.42],
      ['9782-SS-0440-7', 19.89],
      ['9773-SS-1032-7', 30.26],
      ['9577B-B-1032-14', 15.54],
      ['9554B-A-171-0', 4.44],
      ['9554B-A-140-0', 4.5],
      ['9539B-A-140-0', 3.17],
      ['9535B-B-0632-0', 8.16],
      ['9535B-A-0632-0', 1.61],
      ['9534B-A-0632-0', 0.99],
    ]);
  });

  it('reads the product page fields a shopper sees', () => {
    const [draft] = parseVtexProducts(realWorld('vtex_product.json'), BISCO);
    expect(draft).toMatchObject({
      externalId: '5326235',
      url: `${BISCO}/unicorp-1435-m12-f21-1032/p`,
      brand: 'Unicorp',
      inStock: true,
      sku: '8101435-M12-F21-1032',
      mpn: '8101435-M12-F21-1032',
      categoryHints: ['Male-Female Standoffs', 'Standoffs', 'Fasteners'],
      images: [
        'http://biscoind.vteximg.com.br/arquivos/ids/1501079/1443-M12-F21-1032_image_d.jpg?v=637127687970900000',
        'http://biscoind.vteximg.com.br/arquivos/ids/1259836/SKRNPDE010-Alps-American_image.png?v=637058628377000000',
      ],
    });
    expect(draft!.description).toContain('1/4" Hex Male-Female Standoff');
  });
});

// Modelled on an Argentine VTEX store: list price, card price, and a 10% transfer discount.
function arProduct(id: number): VtexProduct {
  return {
    productId: String(id),
    productName: `Monitor Samsung 24" F24T35 #${id}`,
    brand: 'Samsung',
    linkText: `monitor-samsung-24-f24t35-${id}`,
    categories: ['/Monitores/Monitores Gamer/', '/Monitores/'],
    items: [
      {
        itemId: `${id}1`,
        ean: '8806090572678',
        images: [{ imageUrl: `https://tienda.vteximg.com.br/arquivos/ids/${id}/monitor.jpg` }],
        sellers: [
          {
            sellerDefault: true,
            commertialOffer: {
              Price: 250000,
              ListPrice: 300000,
              AvailableQuantity: 4,
              Installments: [
                {
                  Value: 250000,
                  NumberOfInstallments: 1,
                  PaymentSystemName: 'Visa',
                  TotalValuePlusInterestRate: 250000,
                },
                {
                  Value: 225000,
                  NumberOfInstallments: 1,
                  PaymentSystemName: 'Transferencia Bancaria',
                  TotalValuePlusInterestRate: 225000,
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

describe('vtexReader.read', () => {
  it('walks _from/_to in steps of 50 up to the total in the resources header', async () => {
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => arProduct(from + i + 1));
    const fetcher = new RouteFetcher({
      [`/api/catalog_system/pub/products/search?_from=0&_to=49`]: {
        status: 206,
        body: batch(0, 50),
        headers: { resources: '0-49/60' },
      },
      [`/api/catalog_system/pub/products/search?_from=50&_to=99`]: {
        status: 206,
        body: batch(50, 10),
        headers: { resources: '50-99/60' },
      },
    });
    const { listings, issues } = await collect(vtexReader, testContext('https://www.tienda.com.ar', fetcher));
    expect(issues).toEqual([]);
    expect(listings).toHaveLength(60);
    expect(listings[0]).toMatchObject({
      url: 'https://www.tienda.com.ar/monitor-samsung-24-f24t35-1/p',
      price: 225000,
      cashPrice: 225000,
      listPrice: 250000,
      currency: 'ARS',
      ean: '8806090572678',
      categoryHints: ['Monitores Gamer', 'Monitores'],
      readBy: 'vtex',
    });
  });
});
