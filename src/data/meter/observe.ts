import type { Category } from './categories'
import { classify, type Context, type TimingEntry } from './entries'

export type Recorder = (category: Category, bytes: number, at: number) => Promise<unknown>

/** How long reports gather before one write: a page load's dozens of answers become one transaction. */
export const FLUSH_MS = 2000

export interface Meter {
  /** Writes what has gathered now (the page is being hidden, a test wants it). */
  flush(): Promise<void>
  stop(): void
}

/** This context's Resource Timing, buffered entries included, written every FLUSH_MS. */
export function observeTransfers(record: Recorder, origin: string, context: Context, now: () => number = Date.now): Meter {
  const pending = new Map<Category, number>()
  let timer: ReturnType<typeof setTimeout> | null = null

  const flush = async () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    const batch = [...pending]
    pending.clear()
    const at = now()
    await Promise.all(batch.map(([category, bytes]) => record(category, bytes, at).catch(() => undefined)))
  }

  const take = (list: PerformanceObserverEntryList) => {
    for (const e of list.getEntries()) {
      const counted = classify(e as unknown as TimingEntry, origin, context)
      if (!counted) continue
      pending.set(counted.category, (pending.get(counted.category) ?? 0) + counted.bytes)
    }
    if (pending.size > 0 && timer === null) timer = setTimeout(() => void flush(), FLUSH_MS)
  }

  const observers: PerformanceObserver[] = []
  const types: readonly string[] = (typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver.supportedEntryTypes) ?? []
  for (const type of ['resource', 'navigation']) {
    if (!types.includes(type)) continue
    const o = new PerformanceObserver(take)
    o.observe({ type, buffered: true })
    observers.push(o)
  }
  return {
    flush,
    stop() {
      observers.forEach((o) => o.disconnect())
      if (timer !== null) clearTimeout(timer)
    },
  }
}
