import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '@testing-library/react'

const warmPlayer = vi.fn(() => () => undefined)
vi.mock('./warm/warm', () => ({ warmPlayer }))

const { usePlayerWarmUp } = await import('./use-warm-up')

function connection(hints: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(navigator, 'connection', { value: hints, configurable: true })
}

describe('warming the player from a screen that leads to it', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection')
    warmPlayer.mockClear()
  })

  it('loads the warm-up on a link that allows it', async () => {
    connection({ effectiveType: '4g', saveData: false })
    renderHook(() => usePlayerWarmUp(true))
    await vi.waitFor(() => expect(warmPlayer).toHaveBeenCalledTimes(1))
  })

  it('under Save-Data or on 2G does not even fetch the warm-up’s code, which would do nothing there', async () => {
    for (const hints of [{ saveData: true }, { effectiveType: '2g' }]) {
      connection(hints)
      renderHook(() => usePlayerWarmUp(true))
    }
    // The module is loaded by a dynamic import: give it the turns it would take.
    await new Promise((r) => setTimeout(r, 20))
    expect(warmPlayer).not.toHaveBeenCalled()
  })
})
