/** A clock reading for the player: m:ss, or h:mm:ss from one hour. */
export function formatClock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`
}

/** The end of the buffered range that holds `time` (seconds), or `time` when none does. */
export function bufferedEnd(ranges: Pick<TimeRanges, 'length' | 'start' | 'end'>, time: number): number {
  for (let i = 0; i < ranges.length; i++) {
    // A small tolerance: the playhead sits a few milliseconds before a range's start after a seek.
    if (ranges.start(i) <= time + 0.25 && time <= ranges.end(i)) return ranges.end(i)
  }
  return time
}
