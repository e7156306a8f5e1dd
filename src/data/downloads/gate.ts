import { budgetUsed } from './budget'
import type { DownloadDeps } from './deps'
import { mayDownload, type PolicyVerdict } from './policy'
import { readDownloadSettings } from './settings'
import type { DownloadSettings } from './types'

/** The viewer's data plan, asked before each file: settings are re-read so a change applies at once. */
export async function gate(deps: DownloadDeps): Promise<{ verdict: PolicyVerdict; settings: DownloadSettings }> {
  const connectionType = deps.connectionType()
  const settings = await readDownloadSettings(deps.db, connectionType !== undefined)
  const nowMs = deps.now()
  const budgetUsedBytes = await budgetUsed(deps.db, nowMs, settings)
  return { verdict: mayDownload(settings, { nowMs, online: deps.online(), connectionType, budgetUsedBytes }), settings }
}
