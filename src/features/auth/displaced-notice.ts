import { liveQuery } from 'dexie'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { AppDb } from '../../data/db'
import { META } from '../../data/meta'
import { catalogueReady } from '../../i18n/i18n'
import { toasts } from '../../ui/toast/toast-store'

const TEXT = msg`You were logged out because your account is being used on other devices.`
const LOGIN = msg`Login`

/**
 * Spec section 4 clears the session on 511, which left the viewer to find the profile logged out
 * with no word why. The ending is recorded on the device (account.ts) and told here once, in the
 * viewer's language, with Login: at once when this page saw it, or at the next start when the
 * worker's replay or a closed tab did.
 */
export function watchDisplacedNotice(db: AppDb, i18n: I18n, toLogin: () => void): () => void {
  let telling = false
  const sub = liveQuery(() => db.meta.get(META.displaced)).subscribe({
    next: (row) => {
      if (row?.value !== true || telling) return
      telling = true
      void (async () => {
        await catalogueReady().catch(() => undefined)
        await db.meta.delete(META.displaced).catch(() => undefined)
        toasts.show('error', i18n._(TEXT), { duration: null, action: { label: i18n._(LOGIN), run: toLogin } })
        telling = false
      })()
    },
    error: () => undefined,
  })
  return () => sub.unsubscribe()
}
