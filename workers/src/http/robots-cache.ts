import robotsParser from 'robots-parser';
import { RobotsDisallowedError } from './errors';

type Robots = ReturnType<typeof robotsParser>;

/** What fetching /robots.txt gave: the text, or a status that says what to assume. */
export interface RobotsAnswer {
  status: number;
  text: string;
}

const ALLOW_ALL = '';

/**
 * robots.txt fetched once per origin (scheme, host and port) and kept for the fetcher's life.
 * A 4xx means there are no rules (RFC 9309 §2.3.1.3); a failure to read it (5xx, network) is not
 * remembered, so the page fetch fails as a transient error and the next run tries again.
 */
export class RobotsCache {
  private readonly byOrigin = new Map<string, Promise<Robots>>();
  /** The same files once read, for the synchronous Crawl-delay look-up. */
  private readonly settled = new Map<string, Robots>();
  /** The same files once read, for the synchronous Crawl-delay look-up. */
  constructor(
    private readonly userAgent: string,
    private readonly load: (robotsUrl: string) => Promise<RobotsAnswer>,
  ) {}

  /** Throws RobotsDisallowedError when the origin's robots.txt disallows the URL for our agent. */
  async assertAllowed(url: URL): Promise<void> {
    const robots = await this.robotsFor(url);
    if (robots.isAllowed(url.href, this.userAgent) === false) throw new RobotsDisallowedError(url.href);
  }

  /** Crawl-delay for our agent on the URL's origin, in milliseconds (0 when unknown or not set). */
  crawlDelayMs(url: URL): number {
    const cached = this.settled.get(url.origin);
    const seconds = cached?.getCrawlDelay(this.userAgent);
    return seconds && Number.isFinite(seconds) ? seconds * 1000 : 0;
  }

  private robotsFor(url: URL): Promise<Robots> {
    const origin = url.origin;
    let pending = this.byOrigin.get(origin);
    if (!pending) {
      const robotsUrl = `${origin}/robots.txt`;
      pending = this.load(robotsUrl).then((answer) => {
        const text = answer.status >= 200 && answer.status < 300 ? answer.text : ALLOW_ALL;
        const robots = robotsParser(robotsUrl, text);
        this.settled.set(origin, robots);
        return robots;
      });
      pending.catch(() => this.byOrigin.delete(origin));
      this.byOrigin.set(origin, pending);
    }
    return pending;
  }
}
