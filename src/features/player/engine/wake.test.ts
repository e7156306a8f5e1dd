import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_WAKE_MS, wakeAfter } from './wake'

afterEach(() => vi.useRealTimers())

describe('looking again for a held file', () => {
  it('waits longer each time, up to its ceiling', async () => {
    vi.useFakeTimers()
    const target = new EventTarget() as unknown as Window
    let woke = false
    void wakeAfter(2, new AbortController().signal, target).then(() => (woke = true))
    await vi.advanceTimersByTimeAsync(3_999)
    expect(woke).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(woke).toBe(true)
    woke = false
    void wakeAfter(30, new AbortController().signal, target).then(() => (woke = true))
    await vi.advanceTimersByTimeAsync(MAX_WAKE_MS)
    expect(woke).toBe(true)
  })

  it('wakes at once when the browser says the connection is back', async () => {
    vi.useFakeTimers()
    const target = new EventTarget()
    let woke = false
    void wakeAfter(5, new AbortController().signal, target as unknown as Window).then(() => (woke = true))
    target.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(woke).toBe(true)
  })
})
