import * as v from 'valibot'

/** localStorage key: set once the viewer has dismissed the in-app browser line. */
export const IN_APP_NOTICE_KEY = 'IN_APP_NOTICE_DISMISSED'

const Dismissed = v.literal('1')

export function noticeDismissed(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return v.is(Dismissed, storage.getItem(IN_APP_NOTICE_KEY))
  } catch {
    // Storage the host app refuses: the line shows again, which says nothing untrue.
    return false
  }
}

export function dismissNotice(storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(IN_APP_NOTICE_KEY, '1')
  } catch {
    // Not remembered: the line is hidden for this visit only.
  }
}
