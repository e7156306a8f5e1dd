/// <reference lib="WebWorker" />
import { markArrived, type AutopilotReport, type DownloadDeps } from '../src/data/downloads'
import { readArrivedWords } from '../src/data/downloads/autopilot-store'
import { formatCount, formatNumber } from '../src/i18n/numbers'

interface NoticeTarget {
  showNotification(title: string, options?: NotificationOptions): Promise<void>
}

/**
 * The morning's notification from the worker, for a night the app was closed through: the words the
 * page left in the viewer's language, the figures in the viewer's digits. Shown once (the page does
 * the same when it is the first to see the summary); nothing where notifications are not granted.
 */
export async function tellArrivedFromWorker(
  deps: Pick<DownloadDeps, 'db'>,
  report: AutopilotReport,
  target: NoticeTarget,
  permission: string | undefined,
): Promise<boolean> {
  const arrived = report.arrived
  if (!arrived || arrived.notified || permission !== 'granted') return false
  const words = await readArrivedWords(deps.db)
  if (!words) return false
  const locale = { locale: words.locale }
  const mb = arrived.items.reduce((n, i) => n + i.bytes, 0) / 1_000_000
  const size = formatNumber(locale, mb, { maximumFractionDigits: mb < 10 ? 1 : 0 })
  const body = (arrived.items.length === 1 ? words.one : words.many)
    .replace('{count}', formatCount(locale, arrived.items.length))
    .replace('{size}', size)
  await target.showNotification(words.title, { body, tag: 'night-autopilot', data: { url: '/downloads' } })
  await markArrived(deps, { notified: true })
  return true
}
