export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const
export type Speed = (typeof SPEEDS)[number]

/** One step slower (-1) or faster (+1), staying at the ends. */
export function stepSpeed(current: number, direction: -1 | 1): Speed {
  const at = SPEEDS.indexOf(current as Speed)
  const from = at < 0 ? SPEEDS.indexOf(1) : at
  const next = Math.min(SPEEDS.length - 1, Math.max(0, from + direction))
  return SPEEDS[next] as Speed
}
