import * as v from 'valibot'
import { LadderSchema, type Rendition } from './data-use'

/** The renditions of the last episode played, so the data saver screen can estimate without a call. */
export const LADDER_KEY = 'STREAM_LADDER'

export function rememberLadder(ladder: Rendition[]): void {
  if (!v.is(LadderSchema, ladder)) return
  try {
    localStorage.setItem(LADDER_KEY, JSON.stringify(ladder))
  } catch {
    // Only an estimate is lost; the screen then fetches a sample playlist.
  }
}

export function readRememberedLadder(): Rendition[] | null {
  try {
    const raw = localStorage.getItem(LADDER_KEY)
    if (!raw) return null
    const parsed = v.safeParse(LadderSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
