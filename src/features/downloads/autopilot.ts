import { msg } from '@lingui/core/macro'
import type { Result } from '../../api/result'
import type { ContentDetails } from '../../api/schemas/catalogue'
import type { AppServices } from '../../data'
import type { AutopilotReport } from '../../data/downloads/autopilot'
import {
  coversTitle,
  readAutopilotSettings,
  readAutopilotState,
  writeArrivedWords,
  writeAutopilotSettings,
  type AutopilotSettings,
} from '../../data/downloads/autopilot-store'
import type { DownloadDeps } from '../../data/downloads/deps'
import { loadDownloadEngine, type DownloadEngine } from '../../data/downloads/lazy'
import { readDownloadSettings } from '../../data/downloads/settings'
import { QUALITIES } from '../../data/downloads/types'
import { i18n as appI18n } from '../../i18n/i18n'
import { defaultQuality } from './actions'
import { downloadsOf } from './engine'
import { arrivedLine, arrivedText } from './autopilot-morning'
import { noteAutopilotInUse } from './autopilot-flag'

/** The night autopilot, as the screens and the player ask for it. */

/** The viewer watches an episode: if its series is switched on, the next ones wait for tonight. */
export async function noteWatching(
  services: AppServices,
  content: Pick<ContentDetails, 'id' | 'title' | 'posterImg' | 'children'>,
  episodeId: number,
): Promise<void> {
  const deps = downloadsOf(services)
  try {
    // Only the settings are read for a series that is not switched on: the engine stays unloaded.
    if (!coversTitle(await readAutopilotSettings(deps.db), content.id)) return
    const engine = await loadDownloadEngine()
    const quality = defaultQuality(await readDownloadSettings(deps.db, deps.connectionType() !== undefined), [...QUALITIES]) ?? '360p'
    await engine.planAhead(deps, {
      titleId: content.id,
      title: content.title,
      poster: content.posterImg,
      episodeId,
      episodes: content.children,
      quality,
    })
    engine.ensureAutopilot(deps, onRound(engine, deps))
    void leaveWordsForWorker(deps)
    // The worker's periodic wake-ups carry the night on with the app closed, where the browser grants them.
    void engine.registerPeriodicDownloads()
  } catch {
    // Nothing planned: the next episode watched plans again.
  }
}

/** After the first paint: the autopilot's clock runs only where it is on or has something to finish or tell. */
export async function startNightAutopilot(services: AppServices): Promise<void> {
  const deps = downloadsOf(services)
  try {
    const [settings, state] = await Promise.all([readAutopilotSettings(deps.db), readAutopilotState(deps.db)])
    const active =
      settings.everything ||
      settings.series.length > 0 ||
      state.plan.length > 0 ||
      state.owned.length > 0 ||
      (state.arrived !== null && !state.arrived.notified)
    if (!active) return
    const engine = await loadDownloadEngine()
    engine.ensureAutopilot(deps, onRound(engine, deps))
    // In the language the viewer uses now: one changed since the last visit is taken up here.
    void leaveWordsForWorker(deps)
  } catch {
    // The worker's wake-ups and the next visit try again.
  }
}

/** After each round: what it queued or resumed gets the page's triggers, and what arrived is told. */
function onRound(engine: DownloadEngine, deps: DownloadDeps) {
  return (report: AutopilotReport) => {
    if (report.queued.length > 0 || report.resumed.length > 0) engine.ensureDownloadTriggers(deps)
    void tellArrived(deps, report)
  }
}

const ARRIVED_TITLE = msg`Your episodes arrived overnight`

/** The notification's words in the viewer's language, left for the worker, which has no catalogues. */
async function leaveWordsForWorker(deps: DownloadDeps): Promise<void> {
  const one = arrivedText(appI18n, true, '{count}', '{size}')
  const many = arrivedText(appI18n, false, '{count}', '{size}')
  await writeArrivedWords(deps.db, { locale: appI18n.locale, title: appI18n._(ARRIVED_TITLE), one, many }).catch(() => undefined)
}

interface NotifyingRegistration {
  showNotification(title: string, options?: NotificationOptions): Promise<void>
}

/** A notification for what arrived, where the viewer granted them; told once, by whichever context sees it first. */
async function tellArrived(deps: DownloadDeps, report: AutopilotReport): Promise<void> {
  const arrived = report.arrived
  if (!arrived || arrived.notified) return
  const permission = (globalThis as { Notification?: { permission?: string } }).Notification?.permission
  if (permission !== 'granted') return
  try {
    const registration = (await navigator.serviceWorker?.ready) as NotifyingRegistration | undefined
    if (!registration) return
    await registration.showNotification(appI18n._(ARRIVED_TITLE), {
      body: arrivedLine(appI18n, arrived.items),
      tag: 'night-autopilot',
      data: { url: '/downloads' },
    })
    const engine = await loadDownloadEngine()
    await engine.markArrived(deps, { notified: true })
  } catch {
    // The line on home still says it.
  }
}

/** Switches a series on or off; off drops its waiting episodes. */
export async function switchSeries(deps: DownloadDeps, titleId: number, on: boolean): Promise<Result<AutopilotSettings>> {
  const current = await readAutopilotSettings(deps.db)
  const series = on ? [...current.series, titleId] : current.series.filter((id) => id !== titleId)
  const result = await writeAutopilotSettings(deps.db, { series })
  if (result.ok) noteAutopilotInUse(result.value.everything || result.value.series.length > 0)
  if (result.ok && !coversTitle(result.value, titleId)) await dropWaiting(deps, titleId)
  return result
}

/** "Everything in Continue watching", and how many episodes ahead. */
export async function changeAutopilot(
  deps: DownloadDeps,
  patch: Partial<Pick<AutopilotSettings, 'everything' | 'ahead'>>,
): Promise<Result<AutopilotSettings>> {
  const result = await writeAutopilotSettings(deps.db, patch)
  if (result.ok) noteAutopilotInUse(result.value.everything || result.value.series.length > 0)
  if (result.ok && patch.everything === false) {
    // Series not switched on one by one lose their waiting episodes.
    const state = await readAutopilotState(deps.db)
    for (const titleId of new Set(state.plan.map((p) => p.titleId)))
      if (!coversTitle(result.value, titleId)) await dropWaiting(deps, titleId)
  }
  return result
}

async function dropWaiting(deps: DownloadDeps, titleId: number): Promise<void> {
  const engine = await loadDownloadEngine().catch(() => null)
  await engine?.dropPlan(deps, titleId)
}
