import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { DeadLetter } from '../../../data'
import { toasts } from '../../../ui/toast/toast-store'
import { useServices } from '../../../ui/use-services'
import { discardFailedSync, retryFailedSync } from '../actions'
import { useDeadLetters, useSyncSummary } from '../queries'
import { SyncIcon } from './RowIcons'
import { formatCount } from '../../../i18n/numbers'

/** "Waiting to sync": the live count of queued operations, and the refused ones to retry or discard. */
export function SyncRow() {
  const { t, i18n } = useLingui()
  const summary = useSyncSummary()
  const dead = useDeadLetters()
  const [open, setOpen] = useState(false)
  if (!summary) return null
  const pending = summary.pending
  const failed = dead?.length ?? summary.dead
  // Nothing waiting and nothing refused is nothing to tell.
  if (pending === 0 && failed === 0) return null
  const pendingText = formatCount(i18n, pending)
  const failedText = formatCount(i18n, failed)

  return (
    <li>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60"
      >
        <span className="text-slate-600 dark:text-slate-300">
          <SyncIcon />
        </span>
        <span className="flex-1">{t`Waiting to sync`}</span>
        <span
          className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold tabular-nums text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          aria-label={t`${pendingText} waiting`}
        >
          {pendingText}
        </span>
        {failed > 0 && (
          <span
            className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold tabular-nums text-red-800 dark:bg-red-950 dark:text-red-200"
            aria-label={t`${failedText} failed`}
          >
            {failedText}
          </span>
        )}
      </button>
      {open && <SyncDetails pending={pending} dead={dead ?? []} />}
    </li>
  )
}

function SyncDetails({ pending, dead }: { pending: number; dead: DeadLetter[] }) {
  const { t, i18n } = useLingui()
  const count = formatCount(i18n, pending)
  const services = useServices()
  const act = async (run: () => Promise<{ ok: boolean }>) => {
    const result = await run()
    if (!result.ok) toasts.show('error', t`Could not change the waiting list. Please try again.`)
  }
  return (
    <div className="border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-800">
      <p className="text-slate-600 dark:text-slate-300">
        {pending === 0 ? t`Everything you did has reached the server.` : t`${count} changes will be sent when you are back online.`}
      </p>
      {dead.length > 0 && (
        <>
          <p className="mt-3 font-semibold">{t`The server refused these changes:`}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {dead.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
                <DeadLetterText letter={d} />
                <button
                  type="button"
                  onClick={() => void act(() => retryFailedSync(services, [d.id]))}
                  className="rounded-md border border-primary-strong px-3 py-1 font-semibold text-primary-strong dark:border-sky-400 dark:text-sky-300"
                >
                  {t`Retry`}
                </button>
                <button
                  type="button"
                  onClick={() => void act(() => discardFailedSync(services, [d.id]))}
                  className="rounded-md border border-red-700 px-3 py-1 font-semibold text-red-700 dark:border-red-400 dark:text-red-300"
                >
                  {t`Discard`}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

function DeadLetterText({ letter }: { letter: DeadLetter }) {
  const { t } = useLingui()
  const op = letter.op
  let text: string
  if (op.kind === 'favorite') {
    const title = op.item?.title ?? `#${op.contentId}`
    text = op.wanted ? t`Add “${title}” to favorites` : t`Remove “${title}” from favorites`
  } else if (op.kind === 'position') {
    const title = op.info?.title ?? `#${op.childId}`
    text = t`Watch position in “${title}”`
  } else {
    return <SocialLetterText op={op} />
  }
  return <span className="min-w-0 flex-1">{text}</span>
}

type SocialOp = Exclude<DeadLetter['op'], { kind: 'favorite' | 'position' }>

function SocialLetterText({ op }: { op: SocialOp }) {
  const { t } = useLingui()
  const title = 'title' in op && op.title !== undefined ? op.title : `#${op.contentId}`
  let text: string
  if (op.kind === 'rating') text = op.stars === null ? t`Remove your rating of “${title}”` : t`Your rating of “${title}”`
  else if (op.kind === 'comment') text = t`Your comment on “${title}”`
  else if (op.kind === 'commentDelete') text = t`Delete your comment`
  else text = t`Report a comment`
  return <span className="min-w-0 flex-1">{text}</span>
}
