import { describe, expect, it } from 'vitest'
import { PROBE_SOURCE, probeSettled, SETTLE_MS, type ProbePage } from './host-index.ts'

/** A page that answers each probe with the next of `answers` and logs what it was asked. */
function fakePage(answers: unknown[]): ProbePage & { log: string[] } {
  const log: string[] = []
  let i = 0
  return {
    log,
    async wait(ms) {
      log.push(`wait ${ms}`)
    },
    async evaluate(source) {
      log.push(source === PROBE_SOURCE ? 'probe' : 'something else')
      return answers[i++]
    },
  }
}

describe('the settled host rating', () => {
  it('lets the browser finish starting before the first probe, then probes as often as asked', async () => {
    const page = fakePage([2800, 2900, 2850])
    expect(await probeSettled(page, 3)).toEqual([2800, 2900, 2850])
    expect(page.log).toEqual([`wait ${SETTLE_MS}`, 'probe', 'probe', 'probe'])
  })

  it("runs Lighthouse's own probe, which rates this machine with a positive index", () => {
    expect(PROBE_SOURCE).toContain('benchmarkIndexGC')
    expect(PROBE_SOURCE).toContain('benchmarkIndexNoGC')
    const index = new Function(`return ${PROBE_SOURCE}`)() as unknown
    expect(typeof index).toBe('number')
    expect(index).toBeGreaterThan(0)
  })

  it('refuses a probe that gives no usable index instead of calibrating on it', async () => {
    for (const bad of [Number.NaN, 0, -5, '2800', undefined, null, Number.POSITIVE_INFINITY]) {
      await expect(probeSettled(fakePage([2800, bad]), 2, 0)).rejects.toThrow(/no usable index/)
    }
  })
})
