import { describe, expect, it } from 'vitest'
import { atThreadTime, pageMainThread, type TraceEvent } from './cpu-time.ts'

const PAGE = { pid: 7, tid: 1 }
const meta = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } })
const task = (ts: number, dur: number, tdur: number | undefined, where = PAGE) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
})
const child = (name: string, ts: number, dur: number, where = PAGE) => ({ name, ph: 'X', ...where, ts, dur })

function trace(...events: unknown[]) {
  return [
    meta(7, 1, 'CrRendererMain'),
    meta(7, 2, 'Compositor'),
    meta(3, 1, 'CrBrowserMain'),
    { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 500 },
    ...events,
  ]
}

const byName = (events: unknown[], name: string) => (events as TraceEvent[]).filter((e) => e.name === name)

describe('the page main thread at its thread time', () => {
  it('shortens a task the thread spent half of waiting for a core to its thread time', () => {
    const out = atThreadTime(trace(task(1000, 20_000, 10_000)))!
    expect(byName(out.events, 'RunTask')).toMatchObject([{ ts: 1000, dur: 10_000 }])
    expect(out.cpuShare).toBe(0.5)
  })

  it('keeps what ran inside a task in its place, in proportion, and inside the task', () => {
    const out = atThreadTime(
      trace(task(1000, 20_000, 5000), child('Layout', 11_000, 10_000), { name: 'InvalidateLayout', ph: 'I', ...PAGE, ts: 9000 }),
    )!
    expect(byName(out.events, 'Layout')).toMatchObject([{ ts: 3500, dur: 2500 }])
    expect(byName(out.events, 'InvalidateLayout')).toMatchObject([{ ts: 3000 }])
    const [shortened] = byName(out.events, 'RunTask')
    const [layout] = byName(out.events, 'Layout')
    expect(layout!.ts + layout!.dur!).toBeLessThanOrEqual(shortened!.ts + shortened!.dur!)
  })

  it('leaves other threads, and tasks that carry no thread time, as they were', () => {
    const browser = { pid: 3, tid: 1 }
    const compositor = { pid: 7, tid: 2 }
    const out = atThreadTime(
      trace(
        task(1000, 20_000, 10_000, browser),
        task(1000, 20_000, 10_000, compositor),
        task(40_000, 8000, undefined),
        child('Paint', 41_000, 2000),
      ),
    )!
    expect(byName(out.events, 'RunTask').map((e) => [e.pid, e.tid, e.dur])).toEqual([
      [3, 1, 20_000],
      [7, 2, 20_000],
      [7, 1, 8000],
    ])
    expect(byName(out.events, 'Paint')).toMatchObject([{ ts: 41_000, dur: 2000 }])
    expect(out.cpuShare).toBe(1)
  })

  it('scales a task run inside another task once, with its parent', () => {
    const out = atThreadTime(trace(task(1000, 20_000, 10_000), task(5000, 4000, 4000)))!
    expect(byName(out.events, 'RunTask').map((e) => [e.ts, e.dur])).toEqual([
      [1000, 10_000],
      [3000, 2000],
    ])
  })

  it('weighs the share by each task’s length', () => {
    const out = atThreadTime(trace(task(1000, 30_000, 30_000), task(40_000, 10_000, 2000)))!
    expect(out.cpuShare).toBeCloseTo(32 / 40)
  })

  it('never reports more thread time than wall time', () => {
    const out = atThreadTime(trace(task(1000, 10_000, 10_400)))!
    expect(byName(out.events, 'RunTask')).toMatchObject([{ dur: 10_000 }])
    expect(out.cpuShare).toBe(1)
  })

  it('leaves the recorded trace itself untouched, and passes through what is not an event', () => {
    const input = trace(task(1000, 20_000, 10_000), 'not an event')
    const before = JSON.stringify(input)
    const out = atThreadTime(input)!
    expect(JSON.stringify(input)).toBe(before)
    expect(out.events).toContain('not an event')
  })

  it('finds no page main thread in a trace without a first contentful paint', () => {
    expect(atThreadTime([meta(7, 1, 'CrRendererMain'), task(1000, 20_000, 10_000)])).toBeNull()
    expect(pageMainThread(trace() as TraceEvent[])).toEqual(PAGE)
  })
})
