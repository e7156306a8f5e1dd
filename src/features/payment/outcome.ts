// Operators bill asynchronously: a "success" return means the request was taken, so the screen asks until the plan is active.

export type Outcome = 'cancelled' | 'failed' | 'pending'

export function outcomeOf(status: string | undefined): Outcome {
  return status === 'cancelled' || status === 'failed' ? status : 'pending'
}

/** About two minutes in all, closer together at first, when an operator usually confirms. */
export const CONFIRM_DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 12_000, 15_000, 20_000, 25_000, 30_000] as const

export interface ConfirmDeps {
  /** True once the plan is active; false while it is not yet; null when the answer did not come. */
  check: () => Promise<boolean | null>
  sleep: (ms: number) => Promise<void>
  /** Stops the wait (the viewer left the screen). */
  signal: AbortSignal
  delays?: readonly number[]
}

export type Confirmation = 'active' | 'timeout' | 'aborted'

/** Asks at once, then after each delay; a failed check is only a missed look. */
export async function awaitActivePlan({ check, sleep, signal, delays = CONFIRM_DELAYS_MS }: ConfirmDeps): Promise<Confirmation> {
  for (let i = 0; ; i++) {
    if (signal.aborted) return 'aborted'
    if ((await check()) === true) return signal.aborted ? 'aborted' : 'active'
    const delay = delays[i]
    if (delay === undefined) return 'timeout'
    await sleep(delay)
  }
}
