import { useState } from 'react'

// As PosterGrid's classes set them, with its 16 px side padding and 12 px gap.
const COLUMNS: Array<[minWidth: number, columns: number]> = [
  [1280, 8],
  [1024, 6],
  [768, 5],
  [640, 4],
  [0, 3],
]
const SIDE_PADDING = 16
// The side navigation AppShell's main leaves room for from md (80 px) and lg (224 px) up.
const sideNav = (width: number) => (width >= 1024 ? 224 : width >= 768 ? 80 : 0)
const COLUMN_GAP = 12
// Under each poster: its title's first line and the row gap, rounded up.
const BELOW_POSTER = 40
const POSTER_HEIGHT_PER_WIDTH = 160 / 112

/** Whole rows, a partly visible last one included; errs on the side of one row more. */
export function firstScreenPosters(width: number, height: number): number {
  // A viewport that reports nothing usable: three rows of a desktop's eight.
  if (!(width > 0 && height > 0)) return 24
  const columns = COLUMNS.find(([min]) => width >= min)?.[1] ?? 3
  const cell = Math.max(1, (width - sideNav(width) - 2 * SIDE_PADDING - (columns - 1) * COLUMN_GAP) / columns)
  const rows = Math.max(1, Math.ceil(height / (cell * POSTER_HEIGHT_PER_WIDTH + BELOW_POSTER)))
  return columns * rows
}

/** The first screen's posters for this viewport, fixed for the screen's life (a resize changes nothing once drawn). */
export function useFirstScreenPosters(): number {
  const [count] = useState(() => firstScreenPosters(window.innerWidth, window.innerHeight))
  return count
}
