import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import { useWakeLock } from './use-wake-lock'

function fakeWakeLock() {
  const sentinels: Array<{ released: boolean; release: () => Promise<void> }> = []
  const request = vi.fn(() => {
    const s = { released: false, release: () => ((s.released = true), Promise.resolve()) }
    sentinels.push(s)
    return Promise.resolve(s)
  })
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  return { request, sentinels }
}

describe('screen wake lock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock')
  })

  it('holds the screen on while playing and lets it go on pause', async () => {
    const lock = fakeWakeLock()
    const { rerender } = renderHook(({ playing }) => useWakeLock(playing), { initialProps: { playing: false } })
    expect(lock.request).not.toHaveBeenCalled()
    rerender({ playing: true })
    await waitFor(() => expect(lock.sentinels).toHaveLength(1))
    rerender({ playing: false })
    expect(lock.sentinels[0]?.released).toBe(true)
  })

  it('lets it go when the viewer leaves the player', async () => {
    const lock = fakeWakeLock()
    const { unmount } = renderHook(() => useWakeLock(true))
    await waitFor(() => expect(lock.sentinels).toHaveLength(1))
    unmount()
    expect(lock.sentinels[0]?.released).toBe(true)
  })
})
