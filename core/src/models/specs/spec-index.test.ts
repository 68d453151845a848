import { describe, expect, it } from 'vitest';
import { SpecIndex } from './spec-index';

describe('SpecIndex', () => {
  const index = new SpecIndex([
    { modelId: 1, especificaciones: { socket: 'AM4', memoria: ['DDR4'] } },
    { modelId: 2, especificaciones: { socket: 'AM5', memoria: ['DDR5'] } },
    { modelId: 3, especificaciones: { socket: 'AM4', chipset: 'B550', memoria: 'DDR4' } },
    { modelId: 4, especificaciones: { tipo: 'DDR5', capacidadGB: 32 } },
    { modelId: 5, especificaciones: { tipo: 'DDR4', capacidadGB: 8 } },
  ]);

  it('finds the models with any of the values, list values included', () => {
    expect(index.modelsWith('socket', ['AM4']).sort()).toEqual([1, 3]);
    expect(index.modelsWith('memoria', ['DDR4', 'DDR5']).sort()).toEqual([1, 2, 3]);
    expect(index.modelsWith('socket', ['LGA1700'])).toEqual([]);
  });

  it('finds models within a range, counts listings per value and gives the range of the counted models', () => {
    expect(index.modelsWithin('capacidadGB', 16)).toEqual([4]);
    const counts = new Map([
      [1, 3],
      [3, 2],
      [4, 5],
      [5, 1],
    ]);
    expect(index.countValues('socket', counts)).toEqual({ AM4: 5 });
    expect(index.rangeOf('capacidadGB', counts)).toEqual({ min: 8, max: 32 });
    expect(index.rangeOf('vramGB', counts)).toBeNull();
  });

  it('builds the index of 100,000 models quickly (one value shared by most of them)', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      modelId: i,
      especificaciones: { tipo: i % 10 ? 'DDR4' : 'DDR5', capacidadGB: 8 * (1 + (i % 8)) },
    }));
    const started = performance.now();
    const big = new SpecIndex(rows);
    expect(big.modelsWith('tipo', ['DDR4'])).toHaveLength(90_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
