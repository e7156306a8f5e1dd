/** Myanmar time is UTC+06:30 all year: a meter day runs from Myanmar midnight to the next. */
export const MYANMAR_OFFSET_MS = 390 * 60_000
const DAY_MS = 86_400_000

/** The Myanmar calendar day of an instant, as 'YYYY-MM-DD' (sorts as it reads). */
export function myanmarDay(ms: number): string {
  return new Date(ms + MYANMAR_OFFSET_MS).toISOString().slice(0, 10)
}

/** The first day of the Myanmar week (Monday) holding this instant. */
export function weekStartDay(ms: number): string {
  const local = new Date(ms + MYANMAR_OFFSET_MS)
  const sinceMonday = (local.getUTCDay() + 6) % 7
  return myanmarDay(ms - sinceMonday * DAY_MS)
}

/** The first day of the Myanmar month holding this instant. */
export function monthStartDay(ms: number): string {
  return `${myanmarDay(ms).slice(0, 7)}-01`
}
