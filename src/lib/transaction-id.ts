/**
 * Spec section 3: the billing transaction id is built by joining two current-timestamp numbers:
 * the epoch milliseconds and a high-resolution reading of the same moment, so two ids made in
 * the same millisecond still differ. Digits only, so every operator accepts it.
 */
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
