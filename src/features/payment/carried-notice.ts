import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { catalogueReady } from '../../i18n/i18n'
import { toasts } from '../../ui/toast/toast-store'

/** ATOM ends with a full page load (spec): its notices cross it in sessionStorage, by name, and show once. */
const KEY = 'CARRIED_NOTICE'

export const NOTICES = {
  purchased: [
    { kind: 'success', text: msg`Purchase Success` },
    { kind: 'info', text: msg`You will receive an SMS confirmation shortly.` },
  ],
} as const

export type NoticeName = keyof typeof NOTICES

export function carryNotice(name: NoticeName, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(KEY, name)
  } catch {
    // Storage can be unavailable (private modes); the viewer still lands where they were going.
  }
}

/** Shows a notice carried across the last page load, once; a value that names none is dropped. */
export async function showCarriedNotice(i18n: I18n, storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): Promise<void> {
  let name: string | null
  try {
    name = storage.getItem(KEY)
    storage.removeItem(KEY)
  } catch {
    return
  }
  if (name === null || !Object.hasOwn(NOTICES, name)) return
  // The words are in the second catalogue, which loads after the first paint.
  await catalogueReady().catch(() => undefined)
  for (const notice of NOTICES[name as NoticeName]) toasts.show(notice.kind, i18n._(notice.text))
}
