import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import { queryPrepared, queryRows } from '../../db/raw';
import { changedSince } from '../postgres/postgres-search.repository';
import type { ListedFilter, ModelSummary } from '../../models/model-summaries.repository';
import { loadMatchIndex } from './load-index';
import type { MatchIndex } from './match-index';
import { modelSummariesFromIndex } from './model-offers';
import { SharedChecks } from './shared-checks';

/**
 * An index built from a snapshot older than this is rebuilt, answering (checked) meanwhile until
 * CHECKABLE_MS: change rows live an hour, so the check of an older snapshot could miss a write.
 */
const MAX_AGE_MS = 30 * 60_000;
const CHECKABLE_MS = 45 * 60_000;
/** After a failed build, searches keep to SQL this long before the next try. */
const RETRY_MS = 30_000;
const CHANNEL = 'search_documents_changed';

export interface Built {
  index: MatchIndex;
  /** pg_current_snapshot() of the transaction that read the documents. */
  snapshot: string;
  /** When that snapshot was taken. */
  at: number;
  /** How long the build took. */
  buildMs: number;
  /**
   * The catalog has changed since: 'here', by a write in this process (answers must show it at once);
   * 'elsewhere', by another process (a notification or a failed check).
   */
  outdated: false | 'here' | 'elsewhere';
  /**
   * Another process wrote while it was built or within one build time after it was ready: writes come
   * faster than it rebuilds (a store update under way), so it may answer stale however quick its build.
   */
  outpaced: boolean;
  /**
   * Answering although another process has changed the catalog since (see `stale` in the options):
   * searches skip the check, and read their page's documents as they are now.
   */
  stale: boolean;
  /** The checks of `snapshot`, shared by the searches that need one (shared-checks.ts). */
  checks: SharedChecks;
}

/**
 * The in-memory index of the search documents, never answering from a catalog older than the last
 * committed write. Every transaction that changes the documents leaves a row (its id) in
 * search_document_changes and a notification on commit (a trigger does both). Each search checks the
 * index's snapshot against those rows in the round trip that reads its page's documents, and falls
 * back to SQL when the check fails; notifications only start the rebuild sooner. While the index is
 * built, or rebuilt after a write, searches use SQL (unless `stale` lets a large index answer a while);
 * the half-hourly renewal of a current index is built while it still answers.
 */
export class LiveMatchIndex {
  private built: Built | undefined;
  private building: Promise<void> | undefined;
  private closed = false;
  private failedAt = -Infinity;
  private notifications = 0;
  private localWrites = 0;
  private listening: 'no' | 'starting' | 'yes' = 'no';
  private unlisten: (() => Promise<void>) | undefined;
  /** Searches answered from the index (tests read it). */
  answered = 0;
  /** Orders the moments searches begin and checks are sent (SharedChecks). */
  private moments = 0;

  constructor(
    private readonly database: Pick<Database, 'db' | 'listen'>,
    private readonly options: {
      logger?: Pick<Logger, 'info' | 'warn'>;
      /** Wait for a (re)build instead of answering with SQL meanwhile: for small catalogs and tests. */
      waitForBuild?: boolean;
      /** false: no LISTEN connection (a failed check is then what starts a rebuild). */
      listen?: boolean;
      /**
       * A large index is slow to rebuild, and stores write all through a catalog update: after another
       * process's write, an index whose build took at least `fromBuildMs` — or at least
       * `outpacedFromBuildMs` when writes outpace its rebuilds (see Built) — keeps answering while it is
       * rebuilt, for at most `maxMs` after its snapshot (then SQL), as the engine keeps result sets.
       * Unset: never (SQL answers until the rebuilt index is ready).
       */
      stale?: { maxMs: number; fromBuildMs: number; outpacedFromBuildMs?: number };
      /** The clock (tests move it). */
      now?: () => number;
    } = {},
  ) {}

  private get db(): Db {
    return this.database.db;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * The index unless it is known to be outdated (a notification, a write in this process, a failed
   * check), with the snapshot it was built from; undefined while it is (re)built, unless it may answer
   * stale (then `stale` is set, and nothing is checked). The caller checks the snapshot against the
   * catalog in the same round trip as its own query (searchDocumentsIfCurrent) and calls `outdated`
   * when the check fails.
   */
  async peek(): Promise<Built | undefined> {
    const built = this.usable();
    if (built || !this.options.waitForBuild) return built;
    await this.building;
    return this.usable();
  }

  /** A check against `built`'s snapshot failed: outdated, rebuilt when due (see usable). */
  outdated(built: Built): void {
    this.writtenElsewhere(built);
    this.usable();
  }

  /**
   * Builds a newer index now while this one keeps answering, as the half-hourly renewal does (the
   * search bench measures searches during a build so).
   */
  renew(): void {
    this.rebuild();
  }

  /** Drops what the index keeps from searches it answered (its kept bitsets), not the index. */
  forgetKept(): void {
    this.built?.index.forgetKeptBits();
  }

  /** Now, on the clock of SharedChecks: a search reads it as it begins. */
  moment(): number {
    return ++this.moments;
  }

  /**
   * modelSummaries from the index when peek gives it (current, or stale within its window), else
   * undefined (ask SQL).
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

  /**
   * For the health check: whether searches can use it, how many documents it holds, and how far behind
   * the catalog it is when another process has written since (it may answer up to `stale.maxMs` behind).
   */
  status(): {
    state: 'ready' | 'building' | 'failed';
    documents: number;
    /** Seconds since the snapshot of an index the catalog has changed after; null while it is current. */
    behindSeconds: number | null;
  } {
    const built = this.built;
    const documents = built?.index.size ?? 0;
    const behindSeconds = built?.outdated ? Math.round((this.now() - built.at) / 1000) : null;
    if (this.building) return { state: 'building', documents, behindSeconds };
    if (!built && this.failedAt > -Infinity) return { state: 'failed', documents, behindSeconds };
    return { state: built ? 'ready' : 'building', documents, behindSeconds };
  }

  /** Builds the index now (the first search does it otherwise); resolves when it is ready. */
  async ready(): Promise<void> {
    if (!this.built) this.rebuild();
    await this.building;
  }

  /** After a write in this process: outdated until rebuilt, no stale answer. */
  invalidate(): void {
    this.notifications++;
    this.localWrites++;
    if (this.built) this.built.outdated = 'here';
  }

  /** A notification of another process's write (ours come too, after invalidate). */
  private notified(): void {
    this.notifications++;
    if (this.built) this.writtenElsewhere(this.built);
  }

  /** Another process has written since `built`'s snapshot. */
  private writtenElsewhere(built: Built): void {
    if (built.outdated) return;
    built.outdated = 'elsewhere';
    // Ready at about its snapshot's time plus its build's.
    built.outpaced = this.now() - (built.at + built.buildMs) <= built.buildMs;
  }

  close(): void {
    this.closed = true;
    this.built = undefined;
    void this.unlisten?.();
  }

  /**
   * The index if it may answer, starting its rebuild when it is outdated. One that answers stale is
   * rebuilt once half its stale window has passed, not after every write: stores write all through an
   * update, and a rebuild is this process's time (seconds for a large index; back to back, even a
   * quick one's took the API's thread from searches: 100k listings, 71 searches/s while writing).
   */
  private usable(): Built | undefined {
    const built = this.built;
    const age = built ? this.now() - built.at : Infinity;
    if (built && !built.outdated && age <= CHECKABLE_MS) {
      if (age > MAX_AGE_MS) this.rebuild();
      return built;
    }
    const stale = this.options.stale;
    if (
      built?.outdated === 'elsewhere' &&
      stale &&
      (built.buildMs >= stale.fromBuildMs ||
        (built.outpaced && built.buildMs >= (stale.outpacedFromBuildMs ?? Infinity))) &&
      age <= stale.maxMs
    ) {
      if (age >= stale.maxMs / 2) this.rebuild();
      built.stale = true;
      return built;
    }
    this.rebuild();
    return undefined;
  }

  private async isCurrentSnapshot(snapshot: string): Promise<boolean> {
    const rows = await queryPrepared<{ changed: boolean }>(
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
        () => this.notified(),
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
    if (this.building || this.closed || this.now() - this.failedAt < RETRY_MS) return;
    const started = this.now();
    this.building = (async () => {
      try {
        // Listening first: a commit after the snapshot below always notifies after it.
        await this.startListening();
        const notificationsBefore = this.notifications;
        const localWritesBefore = this.localWrites;
        await this.db.execute(sql`DELETE FROM search_document_changes WHERE at < now() - interval '1 hour'`);
        const at = this.now(); // at or before the snapshot below
        const built: Built = await this.db.transaction(
          async (tx) => {
            const [row] = await queryRows<{ snapshot: string }>(
              tx as unknown as Db,
              sql`SELECT pg_current_snapshot()::text AS snapshot`,
            );
            const index = await loadMatchIndex(tx as unknown as Db);
            const snapshot = row!.snapshot;
            return {
              index,
              snapshot,
              at,
              buildMs: this.now() - started,
              outdated: false as const,
              outpaced: false,
              stale: false,
              checks: new SharedChecks(
                () => this.moment(),
                () => this.isCurrentSnapshot(snapshot),
              ),
            };
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
        if (this.closed) return;
        this.built = built;
        // A notification during the build may be of a commit the snapshot saw, or of a later one (later
        // notifications mark the installed index themselves).
        if (this.notifications !== notificationsBefore && !(await this.isCurrentSnapshot(built.snapshot))) {
          if (this.localWrites !== localWritesBefore) built.outdated = 'here';
          else {
            built.outdated = 'elsewhere';
            built.outpaced = true;
          }
        }
        this.options.logger?.info(
          { documents: built.index.size, ms: built.buildMs },
          'search: in-memory index built',
        );
      } catch (err) {
        this.failedAt = this.now();
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
