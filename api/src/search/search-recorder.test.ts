import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchRecorder, type RecordedSearch } from './search-recorder';

describe('search recorder', () => {
  let counted: RecordedSearch[];
  beforeEach(() => {
    vi.useFakeTimers();
    counted = [];
  });
  afterEach(() => vi.useRealTimers());
  const recorder = () => createSearchRecorder((s) => counted.push(s), { settleMs: 1000 });

  it('counts only the last query of a typing burst', () => {
    const r = recorder();
    for (const q of ['r', 'ry', 'ryz', 'ryze', 'ryzen']) r.record(q, 10, 'a');
    expect(counted).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(counted.map((s) => [s.query, s.resultCount])).toEqual([['ryzen', 10]]);
  });

  it('counts a new search at once when the previous one was not being extended', () => {
    const r = recorder();
    r.record('ryzen 5', 4, 'a');
    r.record('memoria', 9, 'a');
    expect(counted.map((s) => s.query)).toEqual(['ryzen 5']);
    r.flush();
    expect(counted.map((s) => s.query)).toEqual(['ryzen 5', 'memoria']);
  });

  it('keeps clients apart and ignores empty queries', () => {
    const r = recorder();
    r.record('gpu', 3, 'a');
    r.record('gpu', 3, 'b');
    r.record('   ', 0, 'c');
    vi.advanceTimersByTime(1000);
    expect(counted.map((s) => `${s.client}:${s.query}`).sort()).toEqual(['a:gpu', 'b:gpu']);
  });
});
