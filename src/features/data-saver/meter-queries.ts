import { useLiveQuery } from '../../ui/use-live-query'
import { allowanceSettings, allowanceState, usage, type AllowanceSettings, type AllowanceState, type Usage } from '../../data/meter'

/** Today's, this week's and this month's bytes by category, live; undefined while read. */
export function useMeterUsage(now: number): Usage | undefined {
  // Where the device cannot store (IndexedDB refused) there is no count to show, not a count of zero.
  return useLiveQuery(() => usage(now).catch(() => undefined), [now])
}

/** The viewer's warn and stop amounts; undefined while read. */
export function useAllowanceSettings(): AllowanceSettings | undefined {
  return useLiveQuery(() => allowanceSettings(), [])
}

/** Where today stands against the allowance, live as bytes arrive; undefined while read. */
export function useAllowanceState(now: number): AllowanceState | undefined {
  return useLiveQuery(() => allowanceState(now), [now])
}
