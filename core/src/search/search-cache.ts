import { LRUCache } from 'lru-cache';

export interface SearchCacheOptions {
  /** Entries kept at most. */
  max: number;
  /** How long an entry may be served after it was computed. */
  ttlMs: number;
}

/**
 * A small LRU with a time-to-live, and single flight: concurrent misses for one key share one
 * computation, so eight shoppers typing the same common word cost the database one query.
 * `keep` decides whether a computed value is worth keeping (cheap answers are simply recomputed).
 */
export class SearchCache<V extends object> {
  private readonly entries: LRUCache<string, V>;
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(options: SearchCacheOptions) {
    this.entries = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs });
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }

  async getOrCompute(
    key: string,
    compute: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = compute().then(
      (value) => {
        this.inFlight.delete(key);
        if (keep(value)) this.entries.set(key, value);
        return value;
      },
      (err: unknown) => {
        this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }
}
