/** A request that failed. `transient` failures (network, timeouts, 5xx, 429) are worth retrying. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | undefined,
    readonly transient: boolean,
    /** Seconds the server asked us to wait (Retry-After on 429/503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

/** The URL resolves to a private, loopback or link-local address, or uses a scheme we never fetch. */
export class BlockedUrlError extends Error {
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'BlockedUrlError';
  }
}

/** robots.txt disallows the URL for our User-Agent. */
export class RobotsDisallowedError extends Error {
  constructor(readonly url: string) {
    super(`robots.txt no permite leer ${url}`);
    this.name = 'RobotsDisallowedError';
  }
}

/** The run hit its maximum page count or a response was over the size limit. */
export class LimitExceededError extends Error {
  constructor(
    message: string,
    /** Which limit: the run's page count, or one response's size. */
    readonly kind: 'pages' | 'bytes',
  ) {
    super(message);
    this.name = 'LimitExceededError';
  }
}
