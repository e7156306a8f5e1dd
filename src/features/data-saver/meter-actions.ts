import { markWarned, saveAllowance, watchAnywayToday, type AllowanceSettings } from '../../data/meter'

/** Stores one threshold (null turns it off); false when the amount is out of range. */
export function changeAllowance(patch: Partial<AllowanceSettings>): Promise<boolean> {
  return saveAllowance(patch)
}

export function noteWarned(now: number = Date.now()): Promise<void> {
  return markWarned(now)
}

/** Streaming goes on past the stop amount until Myanmar midnight. */
export function streamAnywayToday(now: number = Date.now()): Promise<void> {
  return watchAnywayToday(now)
}
