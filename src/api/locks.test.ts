import { describe, expect, it } from 'vitest'
import { createInProcessLocks, defaultLocks } from './locks'
import { withGlobal } from '../../tests/helpers/data-harness'

describe('locks', () => {
  it('run tasks of one name one at a time, in order, even after a task fails', async () => {
    const locks = createInProcessLocks()
    const log: string[] = []
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name}+`)
        await new Promise((r) => setTimeout(r, 5))
        log.push(`${name}-`)
        if (fail) throw new Error(name)
      }
    const results = await Promise.allSettled([locks('x', task('a', true)), locks('x', task('b')), locks('y', task('c'))])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
    expect(log.indexOf('a-')).toBeLessThan(log.indexOf('b+'))
    expect(log.indexOf('c+')).toBeLessThan(log.indexOf('a-'))
  })

  it('use the Web Locks API when the platform has it', async () => {
    const names: string[] = []
    const locks = { request: async <T>(name: string, cb: () => Promise<T>) => (names.push(name), cb()) }
    await withGlobal('navigator', { locks }, () => defaultLocks('outbox-replay', async () => 1))
    expect(names).toEqual(['outbox-replay'])
  })
})
