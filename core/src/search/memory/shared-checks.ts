/**
 * The checks that one index snapshot is still current, shared by the searches that need them. A search
 * must not answer from a catalog older than a write committed before it began: a check sent after it
 * began proves that, whether it is its own, another search's, or the one a page's documents carry
 * (searchDocumentsIfCurrent). So a search that needs only the check — a batch's facet-only query, a
 * query without hits — takes the next one sent, and one is sent for it after this turn of the event loop
 * when no page has sent one meanwhile. Sending fewer statements is what lets a 2-core server answer more
 * searches.
 */
export class SharedChecks {
  private last: { sentAt: number; current: Promise<boolean> } | undefined;
  private waiting: { resolve: (current: boolean) => void; reject: (err: unknown) => void }[] = [];
  private scheduled = false;

  /**
   * @param clock a counter that orders the moments searches begin (`clock()` read then) and checks are sent
   * @param checkAlone sends a statement that only checks
   */
  constructor(
    private readonly clock: () => number,
    private readonly checkAlone: () => Promise<boolean>,
  ) {}

  /** Whether the snapshot was still current at a moment after `since` (a reading of the clock). */
  isCurrentSince(since: number): Promise<boolean> {
    if (this.last && this.last.sentAt > since) return this.last.current;
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.schedule();
    });
  }

  /** Sends a statement that checks as it reads (`currentOf` says what it found); waiting searches take it. */
  carry<T>(send: () => Promise<T>, currentOf: (answer: T) => boolean): Promise<T> {
    const answer = send();
    this.sent(answer.then(currentOf));
    return answer;
  }

  private sent(current: Promise<boolean>): void {
    // Its failure is the sender's to report; a waiting search fails with it too.
    current.catch(() => {});
    this.last = { sentAt: this.clock(), current };
    const waiting = this.waiting;
    this.waiting = [];
    for (const { resolve, reject } of waiting) current.then(resolve, reject);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.waiting.length > 0) this.sent(this.checkAlone());
    });
  }
}
