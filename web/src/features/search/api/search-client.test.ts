import { describe, expect, it, vi } from 'vitest';
import { createSearchClient, withStatsFacets } from './search-client';

const requests = [{ indexName: 'productos', params: { query: 'ryzen', page: 0, hitsPerPage: 12 } }];
const answer = { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 12 }] };

describe('search client', () => {
  it('POSTs the InstantSearch requests and returns the results', async () => {
    const post = vi.fn().mockResolvedValue(answer);
    const client = createSearchClient(post);
    await expect(client.search(requests)).resolves.toEqual(answer);
    expect(post).toHaveBeenCalledWith({ requests });
  });

  it('answers a repeated search (back/forward) without asking the server again', async () => {
    const post = vi.fn().mockResolvedValue(answer);
    const client = createSearchClient(post);
    await client.search(requests);
    await client.search(structuredClone(requests));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('does not keep failures', async () => {
    const post = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(answer);
    const client = createSearchClient(post);
    await expect(client.search(requests)).rejects.toThrow('offline');
    await expect(client.search(requests)).resolves.toEqual(answer);
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('withStatsFacets', () => {
  it('lists a facet that only has stats, so InstantSearch reads the price bounds', () => {
    const fixed = withStatsFacets({
      results: [{ facets: { categoria: { Monitores: 2 } }, facets_stats: { precio: { min: 10, max: 20 } } }],
    });
    expect(fixed.results[0]?.facets).toEqual({ categoria: { Monitores: 2 }, precio: {} });
  });
});
