import { useLiveQuery } from '../../../ui/use-live-query'
import { allowanceState, type AllowanceState } from '../../../data/meter'

/** Today against the daily allowance, live; `off` (a download costs no data) answers undefined. */
export function useStreamingAllowance(off: boolean): AllowanceState | undefined {
  // Re-read as the meter writes; a new Myanmar day shows at the next write, as a stream writes often.
  return useLiveQuery(async () => (off ? undefined : allowanceState()), [off])
}

/** The index of the lightest rendition, or -1 when there is nothing lighter to offer. */
export function lightestLevel(levels: ReadonlyArray<{ bitrate: number }>, current: number): number {
  if (levels.length < 2) return -1
  let best = 0
  levels.forEach((l, i) => {
    if (l.bitrate < levels[best]!.bitrate) best = i
  })
  return best === current ? -1 : best
}
