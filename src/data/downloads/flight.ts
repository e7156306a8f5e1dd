/**
 * The files of each episode this context is fetching right now, so a pause or a delete stops them
 * at once instead of after the files in flight arrive (the viewer pays for those bytes). Another
 * context's downloader sees the change before its next file.
 */
const flights = new Map<number, Set<AbortController>>()

export function startFlight(episodeId: number): AbortController {
  const c = new AbortController()
  const set = flights.get(episodeId) ?? new Set()
  set.add(c)
  flights.set(episodeId, set)
  return c
}

export function endFlight(episodeId: number, c: AbortController): void {
  const set = flights.get(episodeId)
  set?.delete(c)
  if (set?.size === 0) flights.delete(episodeId)
}

export function abortFlights(episodeIds: Iterable<number>): void {
  for (const id of episodeIds) for (const c of flights.get(id) ?? []) c.abort()
}
