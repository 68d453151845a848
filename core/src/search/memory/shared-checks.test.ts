import { describe, expect, it } from 'vitest';
import { SharedChecks } from './shared-checks';

/**
 * Which check answers which search. The statements here are functions that count how often they are
 * sent and answer what the test says the catalog is: the sharing rule is what is under test (the real
 * statements are in memory-index.test.ts).
 */
function setup() {
  let moments = 0;
  const sent = { alone: 0 };
  let current = true;
  const checks = new SharedChecks(
    () => ++moments,
    async () => {
      sent.alone++;
      return current;
    },
  );
  return {
    checks,
    clock: () => ++moments,
    sent,
    setCurrent: (value: boolean) => (current = value),
  };
}

describe('checks of an index snapshot shared by searches', () => {
  it('sends one check for the searches that begin in the same turn and need one', async () => {
    const { checks, clock, sent } = setup();
    const [a, b, c] = [clock(), clock(), clock()];
    expect(await Promise.all([a, b, c].map((since) => checks.isCurrentSince(since)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(sent.alone).toBe(1);
  });

  it("lets a search without a page take the check a page's documents carry, sent after it began", async () => {
    const { checks, clock, sent } = setup();
    const facetsOnly = clock();
    const page = clock();
    const waiting = checks.isCurrentSince(facetsOnly);
    const documents = await checks.carry(
      async () => ({ current: false, hits: [page] }),
      (answer) => answer.current,
    );
    expect(documents.hits).toEqual([page]);
    expect(await waiting).toBe(false);
    // A search that began before that page's statement was sent takes its answer too, at once.
    expect(await checks.isCurrentSince(facetsOnly)).toBe(false);
    expect(sent.alone).toBe(0);
  });

  it('never gives a search a check sent before it began', async () => {
    const { checks, clock, sent, setCurrent } = setup();
    expect(await checks.isCurrentSince(clock())).toBe(true);
    // Another process writes; a search that begins now must find it.
    setCurrent(false);
    expect(await checks.isCurrentSince(clock())).toBe(false);
    expect(sent.alone).toBe(2);
  });

  it('fails the searches waiting on a statement that failed', async () => {
    const { checks, clock } = setup();
    const waiting = checks.isCurrentSince(clock());
    const failed = checks.carry(
      () => Promise.reject(new Error('connection lost')),
      () => true,
    );
    await expect(failed).rejects.toThrow('connection lost');
    await expect(waiting).rejects.toThrow('connection lost');
  });
});
