import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatCount } from '../../../i18n/numbers'
import { COMMENT_MAX_CHARS, commentLength, normaliseComment, stripInvisible, type CommentCheck } from '../../../lib/comment-text'
import { LoginToUse } from '../../../ui/errors/LoginToUse'
import { useServices } from '../../../ui/use-services'
import { postComment } from '../actions'

type Problem = Extract<CommentCheck, { ok: false }>['problem']

/** Writing a comment: a logged-out viewer is asked to log in, and comes back to this title. */
export function CommentComposer({ contentId, title, loggedIn }: { contentId: number; title: string; loggedIn: boolean | undefined }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [askLogin, setAskLogin] = useState(false)
  const [busy, setBusy] = useState(false)
  const ids = { input: useId(), counter: useId(), problem: useId() }

  if (loggedIn === false) {
    return askLogin ? (
      <LoginToUse className="mt-2" />
    ) : (
      <button
        type="button"
        onClick={() => setAskLogin(true)}
        className="mt-2 flex min-h-11 w-full items-center rounded-lg border border-slate-300 px-3 text-left text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300"
      >
        {t`Write a comment`}
      </button>
    )
  }

  const length = commentLength(normaliseComment(draft))
  const over = length > COMMENT_MAX_CHARS
  const max = formatCount(i18n, COMMENT_MAX_CHARS)
  const messages: Record<Problem, string> = {
    empty: t`Enter comment first`,
    tooLong: t`A comment can be at most ${max} characters`,
    forbidden: t`This comment could not be saved`,
  }

  const submit = async () => {
    setBusy(true)
    try {
      const checked = await postComment(services, { contentId, title, draft })
      if (checked.ok) {
        setDraft('')
        setProblem(null)
      } else setProblem(checked.problem)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="mt-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <label htmlFor={ids.input} className="sr-only">{t`Write a comment`}</label>
      <textarea
        id={ids.input}
        value={draft}
        rows={3}
        placeholder={t`Write a comment`}
        aria-invalid={problem !== null || over}
        aria-describedby={`${ids.counter}${problem ? ` ${ids.problem}` : ''}`}
        onChange={(e) => {
          setDraft(stripInvisible(e.target.value))
          if (problem === 'empty') setProblem(null)
        }}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white p-3 text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <div className="mt-1 flex items-start justify-between gap-3">
        <p id={ids.problem} role="alert" className="min-h-5 text-sm text-red-700 dark:text-red-300">
          {problem ? messages[problem] : over ? messages.tooLong : ''}
        </p>
        <span
          id={ids.counter}
          className={`shrink-0 text-xs ${over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}
        >
          <span aria-hidden="true">{`${formatCount(i18n, length)}/${formatCount(i18n, COMMENT_MAX_CHARS)}`}</span>
          <span className="sr-only">{t`${formatCount(i18n, length)} of ${formatCount(i18n, COMMENT_MAX_CHARS)} characters`}</span>
        </span>
      </div>
      <button
        type="submit"
        disabled={busy || loggedIn === undefined}
        className="mt-1 min-h-11 rounded-lg bg-primary-strong px-5 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-60"
      >
        {t`Send`}
      </button>
    </form>
  )
}
