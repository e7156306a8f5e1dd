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
  /** The median of B − A over the pairs: what the change moved, pair by pair. */
  medianChange: number
}

/** One figure of both builds, run pair by pair: each build's median and spread, and the pairs' verdict. */
export function paired(a: number[], b: number[]): Paired {
  if (a.length !== b.length || a.length === 0) throw new Error(`paired figures need as many runs of each build, got ${a.length} and ${b.length}`)
  return {
    a: spreadOf(a),
    b: spreadOf(b),
    bLower: b.filter((value, i) => value < a[i]!).length,
    medianChange: median(b.map((value, i) => value - a[i]!)),
  }
}
