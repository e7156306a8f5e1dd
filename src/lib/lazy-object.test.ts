import { describe, expect, it } from 'vitest'
import { lazyObject } from './lazy-object'

interface Counter {
  add(n: number): Promise<number>
  stop(): void
}

function counter() {
  const made = { loads: 0, stops: 0, total: 0 }
  const real: Counter = {
    add: async (n) => (made.total += n),
    stop: () => void made.stops++,
  }
  return { made, real }
}

describe('a lazily loaded object', () => {
  it('loads its code once, on the first call, and answers what the loaded object answers', async () => {
    const { made, real } = counter()
    const lazy = lazyObject<Counter>(
      async () => (made.loads++, real),
      () => -1,
    )
    expect(made.loads).toBe(0)
    expect(await Promise.all([lazy.add(2), lazy.add(3)])).toEqual([2, 5])
    expect(made.loads).toBe(1)
  })

  it('answers the fallback while the code cannot load, and asks for it again on the next call', async () => {
    const { made, real } = counter()
    let fail = true
    const lazy = lazyObject<Counter>(
      async () => {
        made.loads++
        if (fail) throw new Error('chunk missing')
        return real
      },
      (method) => `unavailable: ${String(method)}`,
    )
    expect(await lazy.add(1)).toBe('unavailable: add')
    fail = false
    expect(await lazy.add(1)).toBe(1)
    expect(made.loads).toBe(2)
  })

  it('never loads the code for an idle method, and passes it on once loaded', async () => {
    const { made, real } = counter()
    const lazy = lazyObject<Counter>(
      async () => (made.loads++, real),
      () => -1,
      ['stop'],
    )
    lazy.stop()
    await Promise.resolve()
    expect(made.loads).toBe(0)
    await lazy.add(1)
    lazy.stop()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(made.stops).toBe(1)
  })
})
