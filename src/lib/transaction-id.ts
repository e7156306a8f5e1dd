/** Spec section 3: epoch ms joined to a high-resolution reading, so one millisecond's ids differ; digits only. */
export function makeTransactionId(now: () => number = Date.now, precise: () => number = highResolution): string {
  const ms = Math.floor(now())
  const fine = Math.floor(precise() * 1000) % 1_000_000_000
  return `${ms}${String(fine).padStart(9, '0')}`
}

export const TRANSACTION_ID_PATTERN = /^\d{13,}\d{9}$/

function highResolution(): number {
  const perf = (globalThis as { performance?: { now(): number } }).performance
  return perf ? perf.now() : Math.random() * 1e6
}
