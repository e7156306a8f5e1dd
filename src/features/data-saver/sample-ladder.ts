import type { AppServices } from '../../data'
// Straight from its module, not the barrel: what the barrel hands to a lazy chunk ends up in start-up.
import { readSampleChildId } from '../../data/sample-episode'
import { parseMasterPlaylist, type Rendition } from './data-use'
import { readRememberedLadder } from './ladder-store'

/** The renditions to estimate from: the last episode played's, else a stored title's trailer; null when neither. */
export async function loadLadder(services: AppServices): Promise<Rendition[] | null> {
  const remembered = readRememberedLadder()
  if (remembered) return remembered
  const childId = await readSampleChildId(services.db)
  if (childId === null) return null
  const stream = await services.api.streamTrailer(childId)
  if (!stream.ok) return null
  try {
    const res = await fetch(stream.value.url, { credentials: 'same-origin' })
    if (!res.ok) return null
    const ladder = parseMasterPlaylist(await res.text())
    return ladder.length > 0 ? ladder : null
  } catch {
    return null
  }
}
