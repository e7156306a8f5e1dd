import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAutoHide, HIDE_AFTER_MS } from './auto-hide'

describe('controls auto-hide', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('hides the controls 3 s after playback starts, with no touch at all', () => {
    const seen: boolean[] = []
    const hide = createAutoHide((s) => seen.push(s))
    hide.setPlaying(true)
    vi.advanceTimersByTime(HIDE_AFTER_MS - 1)
    expect(hide.shown).toBe(true)
    vi.advanceTimersByTime(1)
    expect(hide.shown).toBe(false)
    expect(seen).toEqual([false])
  })

  it('brings them back on activity, and each activity starts the 3 s again', () => {
    const hide = createAutoHide(() => undefined)
    hide.setPlaying(true)
    vi.advanceTimersByTime(HIDE_AFTER_MS)
    hide.activity()
    expect(hide.shown).toBe(true)
    vi.advanceTimersByTime(2000)
    hide.activity()
    vi.advanceTimersByTime(2000)
    expect(hide.shown).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(hide.shown).toBe(false)
  })

  it('never hides while paused, and shows them when playback pauses', () => {
    const hide = createAutoHide(() => undefined)
    hide.setPlaying(true)
    vi.advanceTimersByTime(HIDE_AFTER_MS)
    hide.setPlaying(false)
    expect(hide.shown).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(hide.shown).toBe(true)
  })

  it('a single tap hides controls that are up during playback, and shows hidden ones', () => {
    const hide = createAutoHide(() => undefined)
    hide.setPlaying(true)
    hide.toggle()
    expect(hide.shown).toBe(false)
    hide.toggle()
    expect(hide.shown).toBe(true)
    vi.advanceTimersByTime(HIDE_AFTER_MS)
    expect(hide.shown).toBe(false)
  })

  it('keeps them up while a menu is open, and counts again once it closes', () => {
    const hide = createAutoHide(() => undefined)
    hide.setPlaying(true)
    hide.setHeld(true)
    vi.advanceTimersByTime(10_000)
    expect(hide.shown).toBe(true)
    hide.setHeld(false)
    vi.advanceTimersByTime(HIDE_AFTER_MS)
    expect(hide.shown).toBe(false)
  })

  it('keeps them up while a control has the keyboard focus, and a tap on the picture does not hide them', () => {
    const hide = createAutoHide(() => undefined)
    hide.setPlaying(true)
    hide.setFocused(true)
    vi.advanceTimersByTime(10_000)
    expect(hide.shown).toBe(true)
    hide.toggle()
    expect(hide.shown).toBe(true)
  })

  it('counts the 3 s again once the focus leaves the controls', () => {
    const hide = createAutoHide(() => undefined)
    hide.setPlaying(true)
    hide.setFocused(true)
    vi.advanceTimersByTime(10_000)
    hide.setFocused(false)
    vi.advanceTimersByTime(HIDE_AFTER_MS - 1)
    expect(hide.shown).toBe(true)
    vi.advanceTimersByTime(1)
    expect(hide.shown).toBe(false)
  })
})
