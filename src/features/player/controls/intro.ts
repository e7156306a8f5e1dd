export interface Intro {
  /** Seconds. */
  start: number
  end: number
}

/** The master's `<start>-<end>` (whole seconds); null when absent or not a forward range. */
export function parseIntro(value: unknown): Intro | null {
  if (typeof value !== 'string') return null
  const m = /^(\d{1,5})-(\d{1,5})$/.exec(value)
  if (!m) return null
  const start = Number(m[1])
  const end = Number(m[2])
  return end > start ? { start, end } : null
}

/** "Skip intro" shows while the intro plays, until its last second. */
export function introDue(time: number, intro: Intro | null): boolean {
  return intro !== null && time >= intro.start && time < intro.end - 1
}
