import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { changedSince } from '../postgres/postgres-search.repository';
import type { ListedFilter, ModelSummary } from '../../models/model-summaries.repository';
import { loadMatchIndex } from './load-index';
import type { MatchIndex } from './match-index';
import { modelSummariesFromIndex } from './model-offers';

/** An index built from a snapshot older than this is rebuilt: change rows live an hour. */
const MAX_AGE_MS = 30 * 60_000;
/** After a failed build, searches keep to SQL this long before the next try. */
const RETRY_MS = 30_000;
const CHANNEL = 'search_documents_changed';

export interface Built {
  index: MatchIndex;
  /** pg_current_snapshot() of the transaction that read the documents. */
  snapshot: string;
  at: number;
  /** A notification, a write in this process or a failed check says the catalog has changed since. */
  outdated: boolean;
}

/**
 * The in-memory index of the search documents, never answering from a catalog older than the last
 * committed write. Every transaction that changes the documents leaves a row (its id) in
 * search_document_changes and a notification on commit (a trigger does both). Each search checks the
 * index's snapshot against those rows in the round trip that reads its page's documents, and falls
 * back to SQL when the check fails; notifications only start the rebuild sooner. While the index is
 * (re)built, searches use SQL.
 */
export class LiveMatchIndex {
  private built: Built | undefined;
  private building: Promise<void> | undefined;
  private closed = false;
  private failedAt = -Infinity;
  private notifications = 0;
  private listening: 'no' | 'starting' | 'yes' = 'no';
  private unlisten: (() => Promise<void>) | undefined;
  /** Searches answered from the index (tests read it). */
  answered = 0;

  constructor(
    private readonly database: Pick<Database, 'db' | 'listen'>,
    private readonly options: {
      logger?: Pick<Logger, 'info' | 'warn'>;
      /** Wait for a (re)build instead of answering with SQL meanwhile: for small catalogs and tests. */
      waitForBuild?: boolean;
      /** false: no LISTEN connection (a failed check is then what starts a rebuild). */
      listen?: boolean;
    } = {},
  ) {}

  private get db(): Db {
    return this.database.db;
  }

  /**
   * The index unless it is known to be outdated (a notification, a write in this process, a failed
   * check), with the snapshot it was built from; undefined while it is (re)built. The caller checks
   * the snapshot against the catalog in the same round trip as its own query (searchDocumentsIfCurrent)
   * and calls `outdated` when the check fails.
   */
  async peek(): Promise<Built | undefined> {
    const built = this.usable();
    if (built || !this.options.waitForBuild) return built;
    await this.building;
    return this.usable();
  }

  /** A check against `built`'s snapshot failed: rebuild. */
  outdated(built: Built): void {
    built.outdated = true;
    this.rebuild();
  }

  /** Whether no transaction `built`'s snapshot did not see has changed the documents (one round trip). */
  isCurrent(built: Built): Promise<boolean> {
    return this.isCurrentSnapshot(built.snapshot);
  }

  /**
   * modelSummaries from the index when it is not known to be outdated, else undefined (ask SQL).
   * Not checked against the catalog here: the search before it was, and the runtime keeps these
   * figures a minute anyway (search-runtime.ts).
   */
  async modelSummaries(
    modelIds: number[],
    filter: ListedFilter,
  ): Promise<Map<number, ModelSummary> | undefined> {
    const built = await this.peek();
    return built && modelSummariesFromIndex(built.index, modelIds, filter);
  }

  /** For the health check: whether searches can use it, and how many documents it holds. */
  status(): { state: 'ready' | 'building' | 'failed'; documents: number } {
    const documents = this.built?.index.size ?? 0;
    if (this.building) return { state: 'building', documents };
    if (!this.built && this.failedAt > -Infinity) return { state: 'failed', documents };
    return { state: this.built ? 'ready' : 'building', documents };
  }

  /** Builds the index now (the first search does it otherwise); resolves when it is ready. */
  async ready(): Promise<void> {
    if (!this.built) this.rebuild();
    await this.building;
  }

  /** After a write in this process: outdated until rebuilt. */
  invalidate(): void {
    this.notifications++;
    if (this.built) this.built.outdated = true;
  }

  close(): void {
    this.closed = true;
    this.built = undefined;
    void this.unlisten?.();
  }

  private usable(): Built | undefined {
    const built = this.built;
    if (!built || built.outdated || Date.now() - built.at > MAX_AGE_MS) {
      this.rebuild();
      return undefined;
    }
    return built;
  }

  private async isCurrentSnapshot(snapshot: string): Promise<boolean> {
    const rows = await queryRows<{ changed: boolean }>(
      this.db,
      sql`SELECT ${changedSince(snapshot)} AS changed`,
    );
    return !rows[0]!.changed;
  }

  /** LISTENs once, before the first build reads its snapshot; on a lost connection, tries again. */
  private async startListening(): Promise<void> {
    if (this.listening !== 'no' || this.options.listen === false || !this.database.listen) return;
    this.listening = 'starting';
    try {
      this.unlisten = await this.database.listen(
        CHANNEL,
        () => this.invalidate(),
        (err) => {
          this.listening = 'no';
          this.unlisten = undefined;
          this.options.logger?.warn({ err }, 'search: lost the notifications of catalog changes');
        },
      );
      if (this.closed) await this.unlisten();
      else this.listening = 'yes';
    } catch (err) {
      this.listening = 'no';
      this.options.logger?.warn(
        { err },
        'search: cannot listen for catalog changes; checking on each search',
      );
    }
  }

  private rebuild(): void {
    if (this.building || this.closed || Date.now() - this.failedAt < RETRY_MS) return;
    const started = Date.now();
    this.building = (async () => {
      try {
        // Listening first: a commit after the snapshot below always notifies after it.
        await this.startListening();
        const notificationsBefore = this.notifications;
        await this.db.execute(sql`DELETE FROM search_document_changes WHERE at < now() - interval '1 hour'`);
        const built = await this.db.transaction(
          async (tx) => {
            const [row] = await queryRows<{ snapshot: string }>(
              tx as unknown as Db,
              sql`SELECT pg_current_snapshot()::text AS snapshot`,
            );
            const index = await loadMatchIndex(tx as unknown as Db);
            return {
              index,
              snapshot: row!.snapshot,
              at: Date.now(),
              outdated: false,
            };
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
        if (this.closed) return;
        this.built = built;
        // A notification during the build may be of a commit the snapshot saw, or of a later one (later
        // notifications mark the installed index themselves).
        if (this.notifications !== notificationsBefore && !(await this.isCurrentSnapshot(built.snapshot))) {
          built.outdated = true;
        }
        this.options.logger?.info(
          { documents: built.index.size, ms: Date.now() - started },
          'search: in-memory index built',
        );
      } catch (err) {
        this.failedAt = Date.now();
        this.options.logger?.warn(
          { err },
          'search: the in-memory index could not be built; searching with SQL',
        );
      } finally {
        this.building = undefined;
      }
    })();
  }
}
