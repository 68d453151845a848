import { stripControlCharacters } from '@hardprecios/core/text/control-characters';

export interface SearchRecorderOptions {
  /** A search followed within this time by one extending it (the shopper still typing) is not counted. */
  settleMs?: number;
  /** Clients tracked at once; beyond it searches are counted as they come. */
  maxClients?: number;
}

export interface RecordedSearch {
  query: string;
  resultCount: number;
  at: Date;
  client: string;
}

export interface SearchRecorder {
  /** Notes a search; never waits. */
  record(query: string, resultCount: number, client: string): void;
  /** Counts every search still settling (at shutdown, or before reading statistics in tests). */
  flush(): void;
}

/**
 * Counts searches for statistics without counting keystrokes: InstantSearch searches as the shopper
 * types ("r", "ry", "ryz", "ryzen"), so of a burst from one client where each query extends or
 * trims the previous one, only the last is counted (what Algolia's analytics do too).
 */
export function createSearchRecorder(
  sink: (search: RecordedSearch) => void,
  options: SearchRecorderOptions = {},
): SearchRecorder {
  const settleMs = options.settleMs ?? 1500;
  const maxClients = options.maxClients ?? 10_000;
  const pending = new Map<string, RecordedSearch & { timer: NodeJS.Timeout }>();

  const emit = (client: string) => {
    const entry = pending.get(client);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(client);
    const { timer: _timer, ...search } = entry;
    sink(search);
  };

  return {
    record(raw, resultCount, client) {
      // Whatever route a search came by, its words are stored as text PostgreSQL accepts.
      const query = stripControlCharacters(raw).trim().replace(/\s+/g, ' ');
      if (!query) return;
      const previous = pending.get(client);
      const sameBurst =
        previous &&
        (query.toLowerCase().startsWith(previous.query.toLowerCase()) ||
          previous.query.toLowerCase().startsWith(query.toLowerCase()));
      if (previous && !sameBurst) emit(client);
      if (!previous && pending.size >= maxClients) {
        sink({ query, resultCount, at: new Date(), client });
        return;
      }
      if (previous) clearTimeout(previous.timer);
      const timer = setTimeout(() => emit(client), settleMs).unref();
      pending.set(client, { query, resultCount, at: new Date(), client, timer });
    },
    flush() {
      for (const client of [...pending.keys()]) emit(client);
    },
  };
}
