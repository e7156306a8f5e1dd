import { describe, expect, it } from 'vitest'
import { CONFIRM_DELAYS_MS, awaitActivePlan, outcomeOf } from './outcome'

function scripted(answers: Array<boolean | null>) {
  const slept: number[] = []
  let asked = 0
  return {
    slept,
    asked: () => asked,
    deps: {
      check: async () => answers[Math.min(asked++, answers.length - 1)] ?? null,
      sleep: async (ms: number) => {
        slept.push(ms)
      },
    },
  }
}

describe('the operator return', () => {
  it('tells a cancelled and a failed payment apart from one still being processed', () => {
    expect(outcomeOf('cancelled')).toBe('cancelled')
    expect(outcomeOf('failed')).toBe('failed')
    expect(outcomeOf('success')).toBe('pending')
    expect(outcomeOf(undefined)).toBe('pending')
    expect(outcomeOf('<script>')).toBe('pending')
  })
})

describe('waiting for the plan to become active', () => {
  it('says active as soon as the server shows the plan', async () => {
    const s = scripted([false, false, true])
    const result = await awaitActivePlan({ ...s.deps, signal: new AbortController().signal })
    expect(result).toBe('active')
    expect(s.slept).toEqual([2_000, 3_000])
  })

  it('backs off and gives up after about two minutes, never spinning on', async () => {
    const s = scripted([false])
    const result = await awaitActivePlan({ ...s.deps, signal: new AbortController().signal })
    expect(result).toBe('timeout')
    const total = s.slept.reduce((a, b) => a + b, 0)
    expect(total).toBeGreaterThanOrEqual(110_000)
    expect(total).toBeLessThanOrEqual(130_000)
    expect(s.slept).toEqual([...CONFIRM_DELAYS_MS])
    for (let i = 1; i < s.slept.length; i++) expect(s.slept[i]).toBeGreaterThanOrEqual(s.slept[i - 1] ?? 0)
    expect(s.asked()).toBe(CONFIRM_DELAYS_MS.length + 1)
  })

  it('treats a check that got no answer as a missed look, not a failure', async () => {
    const s = scripted([null, null, true])
    expect(await awaitActivePlan({ ...s.deps, signal: new AbortController().signal })).toBe('active')
  })

  it('stops asking once the viewer has left the screen', async () => {
    const abort = new AbortController()
    const s = scripted([false])
    const sleep = async (ms: number) => {
      await s.deps.sleep(ms)
      if (s.slept.length === 2) abort.abort()
    }
    expect(await awaitActivePlan({ check: s.deps.check, sleep, signal: abort.signal })).toBe('aborted')
    expect(s.asked()).toBe(2)
  })
})
