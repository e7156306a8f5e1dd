import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Comment } from '../../../api/schemas/social'
import type { PendingComment } from '../../../data/social'
import { describeFailure } from '../../../ui/errors/failure-view'
import { LoginToUse } from '../../../ui/errors/LoginToUse'
import { useServices } from '../../../ui/use-services'
import { deleteComment, reportComment, retryComment, withdrawPendingComment } from '../actions'
import { TimeAgo } from './TimeAgo'
import { textLang } from '../../../i18n/text-lang'

const smallButton = 'min-h-11 min-w-11 rounded-lg px-3 text-sm font-medium hover:underline'

/** The text exactly as written: React sets it as text, so markup in a comment stays visible markup. */
function Body({ text }: { text: string }) {
  return (
    <p lang={textLang(text)} className="mt-1 whitespace-pre-wrap break-words text-sm leading-relaxed">
      {text}
    </p>
  )
}

interface CommentRowProps {
  comment: Comment
  now: number
  reported: boolean
  loggedIn: boolean | undefined
}

export function CommentRow({ comment, now, reported, loggedIn }: CommentRowProps) {
  const { t } = useLingui()
  const services = useServices()
  const [askLogin, setAskLogin] = useState(false)
  const target = { contentId: comment.contentId, commentId: comment.id }
  const author = comment.authorName.trim() || t`Viewer`
  return (
    <li className="border-b border-slate-200 py-2 dark:border-slate-800">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm font-semibold">{author}</span>
        <TimeAgo at={Date.parse(comment.createdAt)} now={now} />
      </div>
      <Body text={comment.text} />
      {comment.mine && comment.hidden && (
        <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">{t`Hidden from others after reports, until it is reviewed`}</p>
      )}
      <div className="flex flex-wrap gap-1">
        {comment.mine ? (
          <button
            type="button"
            onClick={() => void deleteComment(services, target)}
            className={`${smallButton} text-red-700 dark:text-red-300`}
          >
            {t`Delete`}
          </button>
        ) : reported ? (
          <span className="flex min-h-11 items-center px-3 text-sm text-slate-600 dark:text-slate-300">{t`Reported`}</span>
        ) : (
          <button
            type="button"
            onClick={() => (loggedIn === false ? setAskLogin(true) : void reportComment(services, target))}
            aria-label={t`Report comment by ${author}`}
            className={`${smallButton} text-slate-700 dark:text-slate-200`}
          >
            {t`Report`}
          </button>
        )}
      </div>
      {askLogin && <LoginToUse />}
    </li>
  )
}

/** The viewer's own comment before the server has it: sending, or refused with Retry and Delete. */
export function PendingRow({ comment, now, author }: { comment: PendingComment; now: number; author: string }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const failed = comment.status === 'failed'
  return (
    <li className="border-b border-slate-200 py-2 dark:border-slate-800" data-testid="pending-comment">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm font-semibold">{author}</span>
        <TimeAgo at={comment.writtenAt} now={now} />
      </div>
      <Body text={comment.text} />
      {failed ? (
        <>
          <p role="status" className="mt-1 text-xs text-red-700 dark:text-red-300">
            {t`Not sent: the server refused this comment.`}
            {comment.failure ? ` ${i18n._(describeFailure(comment.failure).title)}` : ''}
          </p>
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              onClick={() => void retryComment(services, comment.opId)}
              className={`${smallButton} text-primary-strong dark:text-sky-300`}
            >
              {t`Retry`}
            </button>
            <button
              type="button"
              onClick={() => void withdrawPendingComment(services, comment.opId)}
              className={`${smallButton} text-red-700 dark:text-red-300`}
            >
              {t`Delete`}
            </button>
          </div>
        </>
      ) : (
        <p role="status" className="mt-1 text-xs text-amber-700 dark:text-amber-300">{t`Sending…`}</p>
      )}
    </li>
  )
}
