/** The end of the buffered range that holds `time` (seconds), or `time` when none does. */
export function bufferedEnd(ranges: Pick<TimeRanges, 'length' | 'start' | 'end'>, time: number): number {
  for (let i = 0; i < ranges.length; i++) {
    // A small tolerance: the playhead sits a few milliseconds before a range's start after a seek.
    if (ranges.start(i) <= time + 0.25 && time <= ranges.end(i)) return ranges.end(i)
  }
  return time
}
