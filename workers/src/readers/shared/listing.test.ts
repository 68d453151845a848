import { describe, expect, it } from 'vitest';
import { finishListing, type ListingDraft } from './listing';

const ctx = { pageUrl: 'https://tienda.com.ar/', readBy: 'test', currency: 'ARS' as const };
const draft = (over: Partial<ListingDraft>): ListingDraft => ({
  name: 'Memoria Kingston Fury Beast 16GB DDR4 3200',
  url: '/p/fury-16',
  ...over,
});

describe('finishListing: a price that cannot be published is reported, under its quality kind', () => {
  it('no price at all is "sin precio"', () => {
    expect(finishListing(draft({}), ctx)).toEqual({
      issue: {
        where: 'https://tienda.com.ar/p/fury-16',
        message: '"Memoria Kingston Fury Beast 16GB DDR4 3200": sin precio',
        kind: 'no-price',
      },
    });
  });

  it('a zero price ("consultar" stores) is not a price', () => {
    expect(finishListing(draft({ price: 0 }), ctx)).toEqual({
      issue: expect.objectContaining({
        message: expect.stringContaining('precio 0 no publicable'),
        kind: 'absurd-price',
      }),
    });
  });

  it('prices no hardware costs are refused: cents read as pesos, digits run together', () => {
    expect(finishListing(draft({ price: 45.99 }), ctx)).toEqual({
      issue: expect.objectContaining({
        message:
          '"Memoria Kingston Fury Beast 16GB DDR4 3200": precio 45.99 ARS demasiado bajo para publicarlo',
        kind: 'absurd-price',
      }),
    });
    expect(finishListing(draft({ price: 459_990_045_999 }), ctx)).toMatchObject({
      issue: { kind: 'absurd-price' },
    });
    expect(finishListing(draft({ price: 0.3, currency: 'USD' }), ctx)).toMatchObject({
      issue: { kind: 'absurd-price' },
    });
  });

  it('ordinary prices, cheap in dollars or dear in pesos, are published', () => {
    expect(finishListing(draft({ price: 45_990 }), ctx)).toMatchObject({ listing: { price: 45_990 } });
    expect(finishListing(draft({ price: 12.5, currency: 'USD' }), ctx)).toMatchObject({
      listing: { price: 12.5, currency: 'USD' },
    });
    expect(finishListing(draft({ price: 38_500_000 }), ctx)).toMatchObject({
      listing: { price: 38_500_000 },
    });
  });
});
