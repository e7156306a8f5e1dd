import { liveQuery } from 'dexie'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { AppDb } from '../../data/db'
import { META } from '../../data/meta'
import { catalogueReady } from '../../i18n/i18n'
import { toasts } from '../../ui/toast/toast-store'

const TEXT = msg`You were logged out because your account is being used on other devices.`
const LOGIN = msg`Login`

/** Says once, with Login, that a 511 ended the session (recorded on the device), whichever context saw it. */
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
