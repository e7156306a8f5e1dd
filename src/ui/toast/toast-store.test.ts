import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS, createToastStore } from './toast-store'

describe('toasts', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('vanish after 3000 ms, not before', () => {
    const store = createToastStore()
    store.show('success', 'Saved')
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Saved'])
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toEqual([])
  })

  it('keep a toast without duration until it is dismissed', () => {
    const store = createToastStore()
    const id = store.show('info', 'New version', { duration: null })
    vi.advanceTimersByTime(60_000)
    expect(store.getSnapshot()).toHaveLength(1)
    store.dismiss(id)
    expect(store.getSnapshot()).toHaveLength(0)
  })

  it('notify subscribers on every change', () => {
    const store = createToastStore()
    const seen: number[] = []
    store.subscribe(() => seen.push(store.getSnapshot().length))
    store.show('error', 'An error occurred')
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(seen).toEqual([1, 0])
  })
})
