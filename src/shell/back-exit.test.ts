import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { BACK_EXIT_WINDOW_MS, startBackExit } from './back-exit'

function setup(entries = ['/']) {
  const history = createMemoryHistory({ initialEntries: entries })
  const hints: number[] = []
  const gate = startBackExit(history, { hint: () => hints.push(Date.now()) })
  return { history, hints, gate }
}

describe('back at home exits on the second press within 2 s', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('arms a sentinel entry at home once the viewer has interacted', () => {
    const { history, gate } = setup()
    expect(history.canGoBack()).toBe(false)
    gate.arm()
    gate.arm()
    expect(history.location.pathname).toBe('/')
    expect(history.location.state.__TSR_index).toBe(1)
  })

  it('the first back shows the hint and leaves nothing to intercept the next back for 2 s', () => {
    const { history, hints, gate } = setup()
    gate.arm()
    history.back()
    expect(hints).toHaveLength(1)
    // Nothing above the first entry: a second back now goes past the app, i.e. exits.
    vi.advanceTimersByTime(BACK_EXIT_WINDOW_MS - 1)
    expect(history.canGoBack()).toBe(false)
    gate.arm()
    expect(history.canGoBack()).toBe(false)
  })

  it('after 2 s without a second press, back is intercepted again with a new hint', () => {
    const { history, hints, gate } = setup()
    gate.arm()
    history.back()
    vi.advanceTimersByTime(BACK_EXIT_WINDOW_MS)
    expect(history.canGoBack()).toBe(true)
    history.back()
    expect(hints).toHaveLength(2)
  })

  it('does nothing away from home or when home is not the first entry', () => {
    const away = setup(['/content?id=1'])
    away.gate.arm()
    expect(away.history.canGoBack()).toBe(false)
    const deep = setup(['/search', '/'])
    deep.gate.arm()
    expect(deep.history.location.state.__TSR_index).toBe(1)
    deep.history.back()
    expect(deep.hints).toEqual([])
  })

  it('going back to home from another page is not a press at the root', () => {
    const { history, hints, gate } = setup()
    gate.arm()
    history.push('/content?id=3')
    history.back()
    expect(hints).toEqual([])
    expect(history.location.state.__TSR_index).toBe(1)
  })

  it('stops listening when stopped', () => {
    const { history, hints, gate } = setup()
    gate.arm()
    gate.stop()
    history.back()
    expect(hints).toEqual([])
  })
})
