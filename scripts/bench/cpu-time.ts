// The page's main thread at its own CPU time. Lighthouse multiplies each task's wall-clock length by
// the slowdown. On a host of two cores the page's main thread shares them with Chromium's browser
// process, its software compositor (no GPU here), the renderer's worker threads, Lighthouse itself
// and the reference server. The scheduler keeps it waiting for a core about as long as it runs
// while the page loads (/proc/<pid>/task/<tid>/schedstat). A phone gives the main thread a core of
// its own. Each task's thread time is in the trace (`tdur`), so the same trace can be audited again
// with every main-thread task shortened to it: a second figure, beside Lighthouse's, for how much of
// the blocking is the page's own work. It is a floor: it also drops the main thread's waits for
// other threads and processes (a font lookup in the browser process, a background compile), which a
// phone shortens but still has.
import * as v from 'valibot'

const TraceEvent = v.looseObject({
  name: v.string(),
  ph: v.string(),
  pid: v.number(),
  tid: v.number(),
  ts: v.number(),
  dur: v.optional(v.number()),
  tdur: v.optional(v.number()),
  args: v.optional(v.looseObject({ name: v.optional(v.unknown()) })),
})
export type TraceEvent = v.InferOutput<typeof TraceEvent>

/** The renderer main thread that painted the page's first content: where Lighthouse looks for tasks. */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) return null
  const main = events.find((e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain')
  return main ? { pid: main.pid, tid: main.tid } : null
}

export interface ThreadTime {
  /** The trace, its page main thread's tasks shortened to their thread time. */
  events: unknown[]
  /** Thread time over wall time, over the main thread's tasks: 1 when nothing else wanted its core. */
  cpuShare: number
}

/**
 * A copy of the trace in which each top-level task of the page's main thread lasts its thread time,
 * and everything that happened inside it keeps its place in proportion. Tasks without a thread time
 * are left as they are; so are other threads. Null when the trace has no page main thread.
 */
export function atThreadTime(input: readonly unknown[]): ThreadTime | null {
  // Copies: Lighthouse's own artifacts keep the trace as it was recorded. What is not an event of
  // this shape passes through untouched.
  const events: TraceEvent[] = []
  const all = input.map((e) => {
    const parsed = v.safeParse(TraceEvent, e)
    if (!parsed.success) return e
    const copy = { ...parsed.output }
    events.push(copy)
    return copy
  })
  const main = pageMainThread(events)
  if (!main) return null
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid
  const tasks = events
    .filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 0 && typeof e.tdur === 'number')
    .sort((a, b) => a.ts - b.ts)
  // A nested message loop runs tasks inside a task: only the outermost is the scheduler's unit.
  const spans: Array<{ start: number; end: number; factor: number }> = []
  let wall = 0
  let thread = 0
  for (const task of tasks) {
    const last = spans[spans.length - 1]
    const dur = task.dur ?? 0
    if (last && task.ts < last.end) continue
    const factor = Math.min(1, (task.tdur ?? dur) / dur)
    spans.push({ start: task.ts, end: task.ts + dur, factor })
    wall += dur
    thread += dur * factor
  }
  let i = 0
  const inside = events.filter((e) => onMain(e) && e.ph !== 'M').sort((a, b) => a.ts - b.ts)
  for (const e of inside) {
    while (i < spans.length && spans[i]!.end <= e.ts) i++
    const span = spans[i]
    if (!span || e.ts < span.start) continue
    // Scale the end as well as the start, so that an event still ends inside its task.
    const end = e.ts + (e.dur ?? 0)
    e.ts = span.start + (e.ts - span.start) * span.factor
    if (typeof e.dur === 'number') e.dur = span.start + (Math.min(end, span.end) - span.start) * span.factor - e.ts
  }
  return { events: all, cpuShare: wall > 0 ? thread / wall : 1 }
}
