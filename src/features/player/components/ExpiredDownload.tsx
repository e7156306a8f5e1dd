import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ExpiredReason } from '../engine/downloaded'

export interface ExpiredDownloadProps {
  reason: ExpiredReason
  /** Streams the episode instead, for a viewer who may still watch it online. */
  onStream(): void
}

const primary = 'rounded-lg bg-primary-strong px-6 py-2 font-medium text-white hover:bg-sky-800'
const secondary = 'rounded-lg px-6 py-2 font-medium ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800'

/** Why a kept episode will not play, with the one thing that would make it play. */
export function ExpiredDownload({ reason, onStream }: ExpiredDownloadProps) {
  const { t } = useLingui()
  const router = useRouter()
  const here = router.state.location.href
  const ended = reason === 'subscription-ended'
  return (
    <div className="mx-auto mt-8 w-[calc(100%-2rem)] max-w-md rounded-xl bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <div role="alert" className="flex flex-col items-center px-6 py-12 text-center">
        <h2 className="text-lg font-semibold">{ended ? t`Renew your subscription to watch` : t`This download has expired`}</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {ended
            ? t`Your subscription has ended, so this download no longer plays. It stays on this device for 7 days after it expired.`
            : t`A download plays for 30 days after it was downloaded, and for 48 hours after its first play. Stream the episode while online, or download it again.`}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {ended ? (
            <button
              type="button"
              className={primary}
              onClick={() => router.history.push(`/payment?redirectRoute=${encodeURIComponent(here)}`)}
            >
              {t`Renew subscription`}
            </button>
          ) : (
            <button type="button" className={secondary} onClick={onStream}>
              {t`Stream instead`}
            </button>
          )}
        </div>
      </div>
    </div>
  )
}
