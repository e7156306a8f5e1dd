import { useLiveQuery } from '../../ui/use-live-query'
import { allowanceSettings, allowanceState, usage, type AllowanceSettings, type AllowanceState, type Usage } from '../../data/meter'

/** Today's, this week's and this month's bytes by category, live; undefined while read. */
export function useMeterUsage(now: number): Usage | undefined {
  return useLiveQuery(() => usage(now).catch(() => undefined), [now])
}

/** The viewer's warn and stop amounts; undefined while read. */
export function useAllowanceSettings(): AllowanceSettings | undefined {
  return useLiveQuery(() => allowanceSettings().catch(() => undefined), [])
}

/** Where today stands against the allowance, live as bytes arrive; undefined while read. */
export function useAllowanceState(now: number): AllowanceState | undefined {
  // Where the device cannot store (IndexedDB refused), the meter stays silent; the app runs on.
  return useLiveQuery(() => allowanceState(now).catch(() => undefined), [now])
}
