import type { Db } from '../db/client';

/**
 * The database, counting the statements sent through it: raw ones (`db.execute`) and those prepared by
 * queryPrepared (the session's prepareQuery). Tests use it to show a path needs no round trip.
 */
export function countingDb(db: Db): { db: Db; statements: () => number; raw: () => number } {
  const count = { execute: 0, prepareQuery: 0 };
  const countCalls = <T extends object>(target: T, method: keyof typeof count): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver) as unknown;
        if (key !== method || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          count[method]++;
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  const session = countCalls((db as unknown as { session: object }).session, 'prepareQuery');
  const proxy = new Proxy(countCalls(db, 'execute'), {
    get: (object, key, receiver) => (key === 'session' ? session : Reflect.get(object, key, receiver)),
  });
  return { db: proxy, statements: () => count.execute + count.prepareQuery, raw: () => count.execute };
}
