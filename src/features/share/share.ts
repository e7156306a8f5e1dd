import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toasts as defaultToasts, type ToastStore } from '../../ui/toast/toast-store'

export interface ShareInput {
  title: string
  /** One line: the sheet of a messaging app shows little more. */
  text: string
  url: string
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

type ShareNavigator = Pick<Navigator, 'share' | 'clipboard'> | undefined

/** A title's address as anyone opens it: the page a shared link shows, logged in or not. */
export const titleUrl = (contentId: number, origin: string = globalThis.location.origin) => `${origin}/content?id=${contentId}`

/** The first line of a description, cut at about a sentence's length. */
export function oneLine(text: string, max = 120): string {
  const line =
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? ''
  const chars = [...line]
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

/** The Web Share sheet where there is one, else the link copied; a sheet the viewer closed says nothing. */
export async function shareLink(
  input: ShareInput,
  nav: ShareNavigator = globalThis.navigator,
  toasts: ToastStore = defaultToasts,
): Promise<ShareOutcome> {
  if (typeof nav?.share === 'function') {
    try {
      await nav.share({ title: input.title, text: input.text, url: input.url })
      return 'shared'
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled'
      // NotAllowedError and the like: the sheet is unavailable here, so copy instead.
    }
  }
  try {
    if (typeof nav?.clipboard?.writeText !== 'function') throw new Error('no clipboard')
    await nav.clipboard.writeText(input.url)
    toasts.show('success', i18n._(msg`Link copied`))
    return 'copied'
  } catch {
    toasts.show('error', i18n._(msg`Could not copy the link`))
    return 'failed'
  }
}
