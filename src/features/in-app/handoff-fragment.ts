import * as v from 'valibot'
import { HandoffCodeSchema } from '../../api/schemas/handoff'

let taken: string | null | undefined

/**
 * The hand-off code in this address's fragment (`#code=…`), read once and then taken out of the
 * address, so it is neither in the history nor in a link the viewer shares from here. A code
 * anywhere else (the query) is not read: the server would have seen and logged it.
 */
export function takeHandoffCode(
  loc: Pick<Location, 'hash' | 'pathname' | 'search'> = location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  if (taken !== undefined) return taken
  const raw = new URLSearchParams(loc.hash.replace(/^#/, '')).get('code')
  taken = raw !== null && v.is(HandoffCodeSchema, raw) ? raw : null
  if (loc.hash) history.replaceState(history.state, '', `${loc.pathname}${loc.search}`)
  return taken
}

/** For tests: forget the code taken. */
export function resetHandoffCode(): void {
  taken = undefined
}
