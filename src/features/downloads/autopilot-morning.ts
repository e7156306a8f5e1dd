import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { DownloadDeps } from '../../data/downloads/deps'
import { updateAutopilotState } from '../../data/downloads/autopilot-store'
import { formatCount, formatMb } from './format'

/** The morning after the night autopilot: its words, and the viewer having read them (light: home loads it). */

/** The morning's words: how many episodes, and their size in the viewer's digits. */
export function arrivedLine(i18n: I18n, items: ReadonlyArray<{ bytes: number }>): string {
  const count = formatCount(i18n, items.length)
  const bytes = items.reduce((n, i) => n + i.bytes, 0)
  const size = formatMb(i18n, bytes)
  return arrivedText(i18n, items.length === 1, count, size)
}

/** The same words with the figures given as text (the worker's copy keeps `{count}` and `{size}` to fill in). */
export function arrivedText(i18n: I18n, one: boolean, count: string, size: string): string {
  return one
    ? i18n._(msg`1 episode arrived on the night pack (${size} MB).`)
    : i18n._(msg`${count} episodes arrived on the night pack (${size} MB).`)
}

/** The morning's line on home was read. */
export async function dismissArrived(deps: DownloadDeps): Promise<void> {
  // The store's own writer, not the engine's: dismissing a line is no reason to load 27 KB of engine.
  await updateAutopilotState(deps.db, (state) => ({
    state: { ...state, arrived: state.arrived && { ...state.arrived, seen: true } },
    out: undefined,
  })).catch(() => undefined)
}
