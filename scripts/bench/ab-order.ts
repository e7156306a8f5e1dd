import { median, spreadOf, type Spread } from './stats.ts'

export type Side = 'a' | 'b'

/**
 * The order of each pair's two runs: A first, then B first, and so on. Whatever running first or
 * second costs on this host (a browser still being torn down, a load that drifts within the pair)
 * is then shared by both builds instead of charged to one.
 */
export function runOrder(pairs: number): Array<[Side, Side]> {
  return Array.from({ length: pairs }, (_, i) => (i % 2 === 0 ? ['a', 'b'] : ['b', 'a']))
}

export interface Paired {
  a: Spread
  b: Spread
  /** Pairs in which B's figure was lower than A's. */
  bLower: number
  /** Pairs in which B's figure was higher than A's (the rest were ties). */
  bHigher: number
  /**
   * The chance of a split at least this uneven between "lower" and "higher" if the change did
   * nothing (two-sided exact sign test, ties left out): near 1 says the pairs cannot tell.
   */
  signP: number
  /** The median of B − A over the pairs: what the change moved, pair by pair. */
  medianChange: number
  /**
   * With pairs in both orders: the change with the order's part taken out, the mean of B − A's
   * median over the A-first pairs and its median over the B-first ones. Null without both orders.
   */
  change: number | null
  /**
   * With pairs in both orders: what running second in a pair did to the figure, whichever build ran
   * (half the difference of those two medians). A large one says the host, not the build, is moving.
   */
  secondRun: number | null
}

function choose(n: number, k: number): number {
  let c = 1
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i
  return c
}

/** Two-sided exact sign test: `lower` and `higher` pairs, ties left out. */
export function signTestP(lower: number, higher: number): number {
  const n = lower + higher
  if (n === 0) return 1
  const k = Math.min(lower, higher)
  let tail = 0
  for (let i = 0; i <= k; i++) tail += choose(n, i)
  return Math.min(1, (2 * tail) / 2 ** n)
}

/**
 * One figure of both builds, run pair by pair in `order` (runOrder's by default): each build's
 * median and spread, and the pairs' verdict.
 */
export function paired(a: number[], b: number[], order: Array<[Side, Side]> = runOrder(a.length)): Paired {
  if (a.length !== b.length || a.length === 0)
    throw new Error(`paired figures need as many runs of each build, got ${a.length} and ${b.length}`)
  if (order.length !== a.length) throw new Error(`the order names ${order.length} pairs for ${a.length} runs`)
  const changes = b.map((value, i) => value - a[i]!)
  const aFirst = median(changes.filter((_, i) => order[i]![0] === 'a'))
  const bFirst = median(changes.filter((_, i) => order[i]![0] === 'b'))
  const both = Number.isFinite(aFirst) && Number.isFinite(bFirst)
  const bLower = changes.filter((d) => d < 0).length
  const bHigher = changes.filter((d) => d > 0).length
  return {
    a: spreadOf(a),
    b: spreadOf(b),
    bLower,
    bHigher,
    signP: signTestP(bLower, bHigher),
    medianChange: median(changes),
    // In an A-first pair B − A is the change plus what running second does; in a B-first pair, the
    // change minus it. Their medians give each part.
    change: both ? (aFirst + bFirst) / 2 : null,
    secondRun: both ? (aFirst - bFirst) / 2 : null,
  }
}
