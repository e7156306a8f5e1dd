import { isTransient } from '../../api/failures'
import type { Api } from '../../api/client'
import type { AppDb } from '../db'
import type { OutboxKind } from '../sync/operations'
import { MINE, historyList } from './lists'
import { loadPage } from './store'

/** Spec section 4: recents reload after a position is sent; a transient failure retries after the next pass. */
export function reloadRecentsAfterPositions(deps: {
  db: AppDb
  api: Api
  now: () => number
}): (sent: ReadonlySet<OutboxKind>) => Promise<void> {
  let stale = false
  return async (sent) => {
    if (sent.has('position')) stale = true
    if (!stale) return
    stale = false
    const reloaded = await loadPage(deps, historyList, MINE, 1)
    if (!reloaded.ok && isTransient(reloaded.failure)) stale = true
  }
}
