import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yield-to-main'

afterEach(() => vi.unstubAllGlobals())

describe('yieldToMain', () => {
  it('resumes in a later task, after every microtask of the current one', async () => {
    const order: string[] = []
    const resumed = yieldToMain({ MessageChannel }).then(() => order.push('resumed'))
    queueMicrotask(() => order.push('microtask'))
    await resumed
    expect(order).toEqual(['microtask', 'resumed'])
  })

  it("uses the browser's scheduler.yield where there is one", async () => {
    let asked = 0
    await yieldToMain({ scheduler: { yield: () => (asked++, Promise.resolve()) } })
    expect(asked).toBe(1)
  })

  it('resumes in a later task from a timer where the page has no message channel, and does not throw', async () => {
    // The page's own globals, as the inline start-up check meets them in a DOM without channels.
    vi.stubGlobal('MessageChannel', undefined)
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    const resumed = yieldToMain().then(() => order.push('resumed'))
    queueMicrotask(() => order.push('microtask'))
    await resumed
    expect(order).toEqual(['microtask', 'resumed'])
  })
})
