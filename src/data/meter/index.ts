/** The data meter: bytes the app received, per Myanmar day and category, and the daily allowance. */
export { recordBytes, MAX_REPORT_BYTES } from './record'
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
export { CATEGORIES, type Category } from './categories'
export { meterDb, MeterDb, METER_DB_NAME } from './db'
export { myanmarDay } from './day'
