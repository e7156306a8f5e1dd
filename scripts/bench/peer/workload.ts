// The sync benchmark's workload, the same for both sides: what a viewer does offline, and the
// model of what they last wanted.
import { mulberry32 } from '../../../tests/helpers/seeded-random.ts'

export type BenchOp =
  { kind: 'position'; childId: number; duration: number; position: number } | { kind: 'favorite'; contentId: number; wanted: boolean }

export interface Model {
  /** Title → favorite wanted at the end. */
  favorites: Map<number, boolean>
  /** Episode → last position. */
  positions: Map<number, number>
}

export const DURATION_MS = 45 * 60_000

/**
 * 500 watch positions over the episodes and 500 favorite toggles over the titles, interleaved at
 * random. Positions move forward per episode, as a player reports them; a toggle flips what the
 * viewer sees (every title starts as not a favorite, the account being new).
 */
export function makeWorkload(episodes: number[], titles: number[], seed = 20260101): { ops: BenchOp[]; model: Model } {
  const rng = mulberry32(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T
  const kinds: Array<'position' | 'favorite'> = [...Array<'position'>(500).fill('position'), ...Array<'favorite'>(500).fill('favorite')]
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[kinds[i], kinds[j]] = [kinds[j] as 'position', kinds[i] as 'position']
  }
  const model: Model = { favorites: new Map(), positions: new Map() }
  const ops = kinds.map((kind): BenchOp => {
    if (kind === 'position') {
      const childId = pick(episodes)
      const position = Math.min(DURATION_MS, (model.positions.get(childId) ?? 0) + 1_000 + Math.floor(rng() * 30_000))
      model.positions.set(childId, position)
      return { kind, childId, duration: DURATION_MS, position }
    }
    const contentId = pick(titles)
    const wanted = !(model.favorites.get(contentId) ?? false)
    model.favorites.set(contentId, wanted)
    return { kind, contentId, wanted }
  })
  return { ops, model }
}
