import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenPageQuiet } from './when-quiet'

// A stand-in for the browser's observer: the test reports entries by hand.
let report: (() => void) | null = null
const observed: string[] = []
class FakeObserver {
  static supportedEntryTypes = ['resource', 'longtask']
  constructor(callback: () => void) {
    report = callback
  }
  observe({ type }: { type: string }) {
    observed.push(type)
  }
  disconnect() {
    report = null
  }
}

const win = () => ({ setTimeout, clearTimeout, PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver })

beforeEach(() => {
  vi.useFakeTimers()
  report = null
  observed.length = 0
})
afterEach(() => vi.useRealTimers())

describe('work that waits for the page to settle', () => {
  it('runs once the page has gone the quiet time without a request finishing or a long task', () => {
    const task = vi.fn()
    whenPageQuiet(task, { quietMs: 2000, deadlineMs: 10_000 }, win())
    expect(observed).toEqual(['resource', 'longtask'])
    vi.advanceTimersByTime(1500)
    report?.()
    vi.advanceTimersByTime(1500)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(500)
    expect(task).toHaveBeenCalledTimes(1)
    // Done with: later requests neither run it again nor are watched.
    expect(report).toBeNull()
    vi.advanceTimersByTime(20_000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs by the deadline on a page that never settles', () => {
    const task = vi.fn()
    whenPageQuiet(task, { quietMs: 2000, deadlineMs: 10_000 }, win())
    for (let t = 0; t < 9_000; t += 1000) {
      vi.advanceTimersByTime(1000)
      report?.()
    }
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled', () => {
    const task = vi.fn()
    whenPageQuiet(task, { quietMs: 2000, deadlineMs: 10_000 }, win())()
    vi.advanceTimersByTime(20_000)
    expect(task).not.toHaveBeenCalled()
  })

  it('without performance timing, runs after the quiet time', () => {
    const task = vi.fn()
    whenPageQuiet(task, { quietMs: 2000, deadlineMs: 10_000 }, { setTimeout, clearTimeout })
    vi.advanceTimersByTime(2000)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
