import { describe, expect, it } from 'vitest';
import { SearchCache } from './search-cache';

describe('SearchCache', () => {
  it('shares one computation between concurrent misses of a key', async () => {
    const cache = new SearchCache<{ n: number }>({ max: 10, ttlMs: 60_000 });
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 10));
      return { n: runs };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrCompute('k', compute)));
    expect(runs).toBe(1);
    expect(answers.map((a) => a.n)).toEqual([1, 1, 1]);
    expect(cache.get('k')).toEqual({ n: 1 });
  });

  it('keeps only what `keep` accepts, and forgets failures', async () => {
    const cache = new SearchCache<{ total: number }>({ max: 10, ttlMs: 60_000 });
    await cache.getOrCompute(
      'small',
      async () => ({ total: 3 }),
      (v) => v.total >= 250,
    );
    expect(cache.get('small')).toBeUndefined();
    await expect(cache.getOrCompute('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.getOrCompute('bad', async () => ({ total: 1 }))).toEqual({ total: 1 });
  });
});
