/** The data meter: bytes the app received, per Myanmar day and category, and the daily allowance. */
export { recordBytes } from './record'
export {
  allowanceState,
  allowanceSettings,
  saveAllowance,
  markWarned,
  watchAnywayToday,
  MB,
  MAX_ALLOWANCE_MB,
  type AllowanceState,
  type AllowanceSettings,
} from './allowance'
export { usage, type Usage, type Totals } from './totals'
export { meterDb } from './db'
