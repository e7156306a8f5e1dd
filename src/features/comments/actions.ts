import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { retryDeadLetters } from '../../data/sync/queries'
import { withdrawComment } from '../../data/sync/enqueue-social'
import type { AppServices } from '../../data/services'
import { checkCommentText, type CommentCheck } from '../../lib/comment-text'
import { toUnicode } from '../../lib/zawgyi'
import { describeFailure } from '../../ui/errors/failure-view'
import { toasts as defaultToasts, type ToastStore } from '../../ui/toast/toast-store'

type Services = Pick<AppServices, 'db' | 'sync'>

/** Queues a comment, Zawgyi converted to Unicode first; answers the draft's problem when it cannot be sent. */
export async function postComment(
  services: Services,
  input: { contentId: number; title: string; draft: string },
  toasts: ToastStore = defaultToasts,
): Promise<CommentCheck> {
  const checked = checkCommentText(await toUnicode(input.draft))
  if (!checked.ok) return checked
  const result = await services.sync.enqueue('comment', { contentId: input.contentId, text: checked.text, title: input.title })
  if (!result.ok) {
    toasts.show('error', i18n._(describeFailure(result.failure).title))
    return { ok: false, problem: 'forbidden' }
  }
  return checked
}

export async function deleteComment(
  services: Services,
  target: { contentId: number; commentId: number },
  toasts: ToastStore = defaultToasts,
) {
  const result = await services.sync.enqueue('commentDelete', target)
  if (!result.ok) toasts.show('error', i18n._(describeFailure(result.failure).title))
}

export async function reportComment(
  services: Services,
  target: { contentId: number; commentId: number },
  toasts: ToastStore = defaultToasts,
) {
  const result = await services.sync.enqueue('commentReport', target)
  toasts.show(
    result.ok ? 'success' : 'error',
    result.ok ? i18n._(msg`Reported. Thank you.`) : i18n._(describeFailure(result.failure).title),
  )
}

/** A refused comment goes back in the queue (under a new key: nothing was posted). */
export async function retryComment(services: Services, opId: string): Promise<void> {
  const result = await retryDeadLetters(services.db, [opId])
  if (result.ok && result.value > 0) services.sync.kick()
}

/** Takes back a comment not yet posted; one already on its way stays. */
export async function withdrawPendingComment(services: Services, opId: string, toasts: ToastStore = defaultToasts): Promise<void> {
  const result = await withdrawComment(services.db, opId)
  if (result.ok && !result.value) toasts.show('info', i18n._(msg`This comment is already being sent`))
}
