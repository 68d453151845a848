import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RunView } from '../api/jobs';
import { RunsTable } from './runs-table';

const run: RunView = {
  id: 7,
  storeId: 3,
  jobId: 'catalog-update-3',
  trigger: 'schedule',
  status: 'done',
  reason: null,
  reader: 'jsonld',
  queuedAt: '2026-11-20T10:00:00.000Z',
  startedAt: '2026-11-20T10:00:01.000Z',
  finishedAt: '2026-11-20T10:02:00.000Z',
  pagesFetched: 4,
  seen: 40,
  created: 0,
  updated: 3,
  priceChanged: 2,
  removed: 0,
  errors: 2,
  errorSamples: [],
  fileName: null,
  rejectedCount: 0,
  quality: {
    counts: {
      'price-disagreement': 1,
      'held-for-review': 1,
      'absurd-price': 0,
      'no-price': 0,
      'product-replaced': 0,
    },
    samples: [
      {
        kind: 'held-for-review',
        where: 'https://tienda.test/p/rtx-4060',
        message: '"RTX 4060": el precio pasó de $ 650.000 a $ 65.000; queda a revisar',
      },
      {
        kind: 'price-disagreement',
        where: 'https://tienda.test/p/ssd',
        message: '"SSD 1TB": los datos estructurados dicen 150 y la página muestra 120',
      },
    ],
  },
};

describe('RunsTable reading quality', () => {
  it("shows each kind found with its count and examples, and nothing when the read's prices were all clean", () => {
    const { rerender } = render(<RunsTable runs={[run]} storeName="Tienda" />);
    const table = screen.getByRole('table', { name: 'Últimas ejecuciones de Tienda' });
    const report = within(table).getByText('Calidad de la lectura').closest('details')!;
    expect(report).toHaveAttribute('open');
    expect(report).toHaveTextContent('Precios a revisar (cambiaron más de 60 %; no se publicaron): 1');
    expect(report).toHaveTextContent('el precio pasó de $ 650.000 a $ 65.000');
    expect(report).toHaveTextContent(
      'Datos estructurados y precio visible no coinciden (se publicó el visible): 1',
    );
    expect(report).not.toHaveTextContent('sin precio');

    rerender(
      <RunsTable
        runs={[
          {
            ...run,
            quality: {
              counts: {
                'price-disagreement': 0,
                'held-for-review': 0,
                'absurd-price': 0,
                'no-price': 0,
                'product-replaced': 0,
              },
              samples: [],
            },
          },
        ]}
        storeName="Tienda"
      />,
    );
    expect(screen.queryByText('Calidad de la lectura')).not.toBeInTheDocument();
  });

  it('says which listings the store now uses for another product', () => {
    const replaced: RunView = {
      ...run,
      quality: {
        counts: {
          ...run.quality!.counts,
          'held-for-review': 0,
          'price-disagreement': 0,
          'product-replaced': 1,
        },
        samples: [
          {
            kind: 'product-replaced',
            where: 'https://tienda.test/p/monitor',
            message: '"Monitor Samsung 24" ahora es "Cable HDMI 2.0 3 metros" (otros códigos o medidas)',
          },
        ],
      },
    };
    render(<RunsTable runs={[replaced]} storeName="Tienda" />);
    const report = screen.getByText('Calidad de la lectura').closest('details')!;
    expect(report).toHaveTextContent(
      'Publicaciones que pasaron a ser otro producto (se empezó un producto nuevo): 1',
    );
    expect(report).toHaveTextContent('ahora es "Cable HDMI 2.0 3 metros"');
  });
});
