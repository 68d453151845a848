/**
 * PostgreSQL's text search, the parts our engine uses, in JavaScript: tsvector and tsquery in their
 * text forms and `ts_rank(tsv, query, 1)` computed exactly as tsrank.c does (the same
 * float4 roundings, the same operand order), so an index in memory finds and orders listings as the
 * SQL does (match-query.ts evaluates `@@` on the index). Phrases are read (`<->`, `<N>`: synonym phrases such
 * as 'pen tablet' must be words together); weight restrictions are not (`parseTsquery` says so and the caller
 * keeps to SQL).
 */

/** One lexeme of a tsvector: its positions as `pos << 2 | weight` (weight 3 = A … 0 = D). */
export interface VectorEntry {
  lexeme: string;
  positions: number[];
}

export type TsqueryNode =
  | { kind: 'word'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; left: TsqueryNode; right: TsqueryNode }
  /** `left <distance> right`: right's match starts `distance` positions after left's ends (`<->` is 1). */
  | { kind: 'phrase'; left: TsqueryNode; right: TsqueryNode; distance: number }
  | { kind: 'not'; operand: TsqueryNode };

const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads a quoted lexeme ('it''s') at `at`; returns it and the index after its closing quote. */
function quoted(text: string, at: number): [string, number] {
  let out = '';
  let i = at + 1;
  for (;;) {
    const ch = text[i];
    if (ch === undefined) throw new Error('tsvector/tsquery: comilla sin cerrar');
    if (ch === "'") {
      if (text[i + 1] === "'") {
        out += "'";
        i += 2;
        continue;
      }
      return [out, i + 1];
    }
    if (ch === '\\') {
      out += text[i + 1] ?? '';
      i += 2;
      continue;
    }
    out += ch;
    i++;
  }
}

/** `'placa':1A,5B 'video':2A` → entries in the tsvector's own order (PostgreSQL prints them sorted). */
export function parseTsvector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    if (text[i] !== "'") throw new Error(`tsvector: se esperaba un lexema en ${i}`);
    const [lexeme, next] = quoted(text, i);
    i = next;
    const positions: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        const match = /^(\d+)([ABCD]?)/.exec(text.slice(i, i + 8));
        if (!match) throw new Error(`tsvector: posición inválida en ${i}`);
        positions.push((Number(match[1]) << 2) | WEIGHT_OF[match[2] || 'D']!);
        i += match[0].length;
        if (text[i] !== ',') break;
        i++;
      }
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}

/**
 * `'placa' & ( 'video' | 'grafic':* )` → a tree, or undefined when the query uses what this module
 * does not evaluate (weight restrictions `:A`).
 */
export function parseTsquery(text: string): TsqueryNode | undefined {
  const tokens: (string | number | { lexeme: string; prefix: boolean })[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ') i++;
    else if (ch === '<') {
      // A phrase operator: '<->' (distance 1) or '<N>'.
      const match = /^<(-|\d+)>/.exec(text.slice(i, i + 8));
      if (!match) return undefined;
      tokens.push(match[1] === '-' ? 1 : Number(match[1]));
      i += match[0].length;
    } else if ('&|!()'.includes(ch)) {
      tokens.push(ch);
      i++;
    } else if (ch === "'") {
      const [lexeme, next] = quoted(text, i);
      i = next;
      let prefix = false;
      if (text[i] === ':') {
        const flags = /^:([*ABCD]+)/.exec(text.slice(i))?.[1] ?? '';
        if (flags !== '*') return undefined;
        prefix = true;
        i += 2;
      }
      tokens.push({ lexeme, prefix });
    } else return undefined; // anything unexpected
  }
  let at = 0;
  // Precedence as PostgreSQL prints it: ! binds tightest, then phrases (left to right), then &, then |.
  const primary = (): TsqueryNode | undefined => {
    const token = tokens[at++];
    if (token === undefined) return undefined;
    if (token === '!') {
      const operand = primary();
      return operand && { kind: 'not', operand };
    }
    if (token === '(') {
      const inner = or();
      return tokens[at++] === ')' ? inner : undefined;
    }
    if (typeof token !== 'object') return undefined;
    return { kind: 'word', lexeme: token.lexeme, prefix: token.prefix };
  };
  const phrase = (): TsqueryNode | undefined => {
    let left = primary();
    while (left && typeof tokens[at] === 'number') {
      const distance = tokens[at++] as number;
      const right = primary();
      left = right && { kind: 'phrase', left, right, distance };
    }
    return left;
  };
  const and = (): TsqueryNode | undefined => {
    let left = phrase();
    while (left && tokens[at] === '&') {
      at++;
      const right = phrase();
      left = right && { kind: 'and', left, right };
    }
    return left;
  };
  const or = (): TsqueryNode | undefined => {
    let left = and();
    while (left && tokens[at] === '|') {
      at++;
      const right = and();
      left = right && { kind: 'or', left, right };
    }
    return left;
  };
  const tree = or();
  return at === tokens.length ? tree : undefined;
}

/**
 * The query's operands as tsrank.c's SortAndUniqItems leaves them: in the order of the tsquery's
 * items (an operator, then its right operand, then its left), sorted bytewise with PostgreSQL's own
 * quicksort, and of equal words the first kept ('x' and 'x':* are equal there: which one is first
 * decides whether the prefix counts).
 */
export function rankOperands(tree: TsqueryNode): { lexeme: string; prefix: boolean }[] {
  const items: { lexeme: string; prefix: boolean; bytes: Buffer }[] = [];
  const walk = (node: TsqueryNode) => {
    if (node.kind === 'word') items.push({ ...node, bytes: Buffer.from(node.lexeme) });
    else if (node.kind === 'not') walk(node.operand);
    else {
      walk(node.right);
      walk(node.left);
    }
  };
  walk(tree);
  pgQsort(items, (a, b) => compareLexemes(a.bytes, b.bytes));
  const out: typeof items = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (!last || compareLexemes(last.bytes, item.bytes) !== 0) out.push(item);
  }
  return out.map(({ lexeme, prefix }) => ({ lexeme, prefix }));
}

/**
 * PostgreSQL's qsort (src/include/lib/sort_template.h), step for step: not stable, so only the same
 * algorithm leaves equal elements in the same order.
 */
export function pgQsort<T>(
  array: T[],
  compare: (a: T, b: T) => number,
  from = 0,
  count = array.length,
): void {
  const swap = (i: number, j: number) => {
    const t = array[i]!;
    array[i] = array[j]!;
    array[j] = t;
  };
  const swapn = (i: number, j: number, n: number) => {
    for (let k = 0; k < n; k++) swap(i + k, j + k);
  };
  const cmp = (i: number, j: number) => compare(array[i]!, array[j]!);
  const med3 = (a: number, b: number, c: number) =>
    cmp(a, b) < 0 ? (cmp(b, c) < 0 ? b : cmp(a, c) < 0 ? c : a) : cmp(b, c) > 0 ? b : cmp(a, c) < 0 ? a : c;
  let a = from;
  let n = count;
  for (;;) {
    if (n < 7) {
      for (let pm = a + 1; pm < a + n; pm++)
        for (let pl = pm; pl > a && cmp(pl - 1, pl) > 0; pl--) swap(pl, pl - 1);
      return;
    }
    let presorted = true;
    for (let pm = a + 1; pm < a + n; pm++) {
      if (cmp(pm - 1, pm) > 0) {
        presorted = false;
        break;
      }
    }
    if (presorted) return;
    let pm = a + Math.floor(n / 2);
    if (n > 7) {
      let pl = a;
      let pn = a + n - 1;
      if (n > 40) {
        const d = Math.floor(n / 8);
        pl = med3(pl, pl + d, pl + 2 * d);
        pm = med3(pm - d, pm, pm + d);
        pn = med3(pn - 2 * d, pn - d, pn);
      }
      pm = med3(pl, pm, pn);
    }
    swap(a, pm);
    let pa = a + 1;
    let pb = pa;
    let pc = a + n - 1;
    let pd = pc;
    for (;;) {
      let r: number;
      while (pb <= pc && (r = cmp(pb, a)) <= 0) {
        if (r === 0) swap(pa++, pb);
        pb++;
      }
      while (pb <= pc && (r = cmp(pc, a)) >= 0) {
        if (r === 0) swap(pc, pd--);
        pc--;
      }
      if (pb > pc) break;
      swap(pb++, pc--);
    }
    const pn = a + n;
    let d1 = Math.min(pa - a, pb - pa);
    swapn(a, pb - d1, d1);
    d1 = Math.min(pd - pc, pn - pd - 1);
    swapn(pb, pn - d1, d1);
    d1 = pb - pa;
    const d2 = pd - pc;
    if (d1 <= d2) {
      if (d1 > 1) pgQsort(array, compare, a, d1);
      if (d2 <= 1) return;
      a = pn - d2;
      n = d2;
    } else {
      if (d2 > 1) pgQsort(array, compare, pn - d2, d2);
      if (d1 <= 1) return;
      n = d1;
    }
  }
}

/** tsCompareString without prefix: bytes, then the shorter first. */
export function compareLexemes(a: Buffer, b: Buffer): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

const f = Math.fround;
/** ts_rank's default weights for D, C, B, A, as float4. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAXENTRYPOS = 1 << 14;
/** What tsrank.c counts for an entry stored without positions: the last position, weight D. */
const POSITIONLESS_WEP = (MAXENTRYPOS - 1) << 2;

/** word_distance(d) for d = 0..100 (beyond: 1e-30), computed as tsrank.c does. */
const WORD_DISTANCE = Float64Array.from({ length: 101 }, (_, d) =>
  f(1.0 / (1.005 + 0.05 * Math.exp(f(d) / 1.5 - 2))),
);
const FAR = f(1e-30);

/**
 * Where one document's matches are: operand o's matching entries are entries[start[o] .. start[o + 1])
 * (in the tsvector's order), entry e's positions (pos << 2 | weight) are
 * positions[positionStart[e] .. positionStart[e + 1]) (none: stored without positions). `last` is
 * scratch space of rankAnd (three numbers per operand), kept here so ranking a document allocates nothing.
 */
export interface OperandMatches {
  operands: number;
  start: Int32Array;
  entries: Int32Array;
  positionStart: Int32Array;
  positions: Uint16Array;
  last: Int32Array;
}

/**
 * What one matching entry adds to calc_rank_or's sum (before dividing by the operands): its `count`
 * positions from positions[from] (none: stored without positions).
 */
export function entryScore(positions: Uint16Array, from: number, count: number): number {
  let resj = f(0);
  let wjm = f(-1);
  let jm = 0;
  for (let j = 0; j < Math.max(count, 1); j++) {
    const w = WEIGHTS[count ? positions[from + j]! & 3 : POSITIONLESS_WEP & 3]!;
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  // In double, as tsrank.c divides by a double constant: the caller's float sum rounds it.
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
}

function rankOr(m: OperandMatches): number {
  let res = f(0);
  const end = m.start[m.operands]!;
  for (let i = 0; i < end; i++) {
    const e = m.entries[i]!;
    const from = m.positionStart[e]!;
    res = f(res + entryScore(m.positions, from, m.positionStart[e + 1]! - from));
  }
  return m.operands > 0 ? f(res / m.operands) : res;
}

function rankAnd(m: OperandMatches): number {
  let res = f(-1);
  // tsrank.c keeps, per operand, the positions of its latest matching entry (a prefix has several):
  // last[3o] where they start, last[3o + 1] how many (0: none yet), last[3o + 2] 1 when stored
  // without positions (then it counts one, POSITIONLESS_WEP).
  const last = m.last;
  for (let i = 0; i < m.operands; i++) last[3 * i + 1] = 0;
  for (let i = 0; i < m.operands; i++) {
    for (let x = m.start[i]!; x < m.start[i + 1]!; x++) {
      const e = m.entries[x]!;
      const from = m.positionStart[e]!;
      const none = m.positionStart[e + 1]! === from;
      const count = none ? 1 : m.positionStart[e + 1]! - from;
      last[3 * i] = from;
      last[3 * i + 1] = count;
      last[3 * i + 2] = none ? 1 : 0;
      for (let k = 0; k < i; k++) {
        const ctCount = last[3 * k + 1]!;
        if (ctCount === 0) continue;
        const ctFrom = last[3 * k]!;
        const ctNone = last[3 * k + 2] === 1;
        for (let l = 0; l < count; l++) {
          const a = none ? POSITIONLESS_WEP : m.positions[from + l]!;
          for (let p = 0; p < ctCount; p++) {
            const b = ctNone ? POSITIONLESS_WEP : m.positions[ctFrom + p]!;
            let dist = Math.abs((a >> 2) - (b >> 2));
            if (dist || none || ctNone) {
              if (!dist) dist = MAXENTRYPOS;
              const distance = dist > 100 ? FAR : WORD_DISTANCE[dist]!;
              const product = f(f(WEIGHTS[a & 3]! * WEIGHTS[b & 3]!) * distance);
              const curw = f(Math.sqrt(product));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

const LOG_LENGTH = Float64Array.from({ length: 1024 }, (_, n) => Math.log(n + 1) / Math.log(2.0));

/**
 * ts_rank(tsv, query, 1): `root` is the query's top operator, `matches` per sorted unique operand
 * (rankOperands), `length` the document's number of positions (cnt_length).
 */
export function tsRank(root: TsqueryNode, matches: OperandMatches, length: number): number {
  // calc_rank ranks an AND or a phrase at the top as calc_rank_and, anything else as calc_rank_or.
  const and = root.kind === 'and' || root.kind === 'phrase';
  let res = and && matches.operands >= 2 ? rankAnd(matches) : rankOr(matches);
  if (res < 0) res = f(1e-20);
  if (length > 0) {
    res = f(res / (length < LOG_LENGTH.length ? LOG_LENGTH[length]! : Math.log(length + 1) / Math.log(2.0)));
  }
  return res;
}
