// The cheap phone as the reference: Lighthouse's CPU slowdown is a multiplier of the host, so a fixed
// 4× stands for a different phone on every machine. The host is rated first, with Lighthouse's own
// benchmark index, and the slowdown is then chosen so that every host simulates the same phone.

/** The headline phone: the middle of Lighthouse's "mid-tier mobile" bracket (a Moto G4-class Android). */
export const DEFAULT_PHONE_INDEX = 400

/** Lighthouse rates its host with a short CPU probe; one probe moves by 10% or more, so take several. */
export const PROBES = 3

export interface Calibration {
  hostIndex: number
  probes: number[]
  phoneIndex: number
  multiplier: number
}

/**
 * The CPU slowdown that turns a host of `hostIndex` into a phone of `phoneIndex`, to one decimal.
 * Never below 1: a host slower than the phone cannot be made faster, and its figures are then
 * those of the host (the report says so by printing the multiplier).
 */
export function slowdownFor(hostIndex: number, phoneIndex: number): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) throw new Error(`no usable benchmark index: ${hostIndex}`)
  if (!Number.isFinite(phoneIndex) || phoneIndex <= 0) throw new Error(`the phone index must be a positive number: ${phoneIndex}`)
  return Math.max(1, Math.round((hostIndex / phoneIndex) * 10) / 10)
}

/** BENCH_PHONE_INDEX picks another phone; anything but a positive number is refused, not guessed. */
export function phoneIndexFrom(env: Record<string, string | undefined>): number {
  const raw = env.BENCH_PHONE_INDEX
  if (raw === undefined || raw === '') return DEFAULT_PHONE_INDEX
  const n = Number(raw)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`BENCH_PHONE_INDEX must be a positive number, got "${raw}"`)
  return n
}
