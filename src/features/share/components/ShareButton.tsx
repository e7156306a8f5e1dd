import { useLingui } from '@lingui/react/macro'
import { oneLine, shareLink, titleUrl } from '../share'

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  )
}

export interface ShareButtonProps {
  contentId: number
  title: string
  description: string
  className?: string
  /** Icon only (the player's controls); the name stays for screen readers. */
  iconOnly?: boolean
}

/** Shares a title's page: the same control on the title's page and in the player. */
export function ShareButton({ contentId, title, description, className, iconOnly = false }: ShareButtonProps) {
  const { t } = useLingui()
  const onClick = () => void shareLink({ title, text: oneLine(description), url: titleUrl(contentId) })
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={iconOnly ? t`Share` : undefined}
      className={
        className ??
        'flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:border-primary hover:text-primary dark:border-slate-600'
      }
    >
      <ShareIcon />
      {!iconOnly && t`Share`}
    </button>
  )
}
