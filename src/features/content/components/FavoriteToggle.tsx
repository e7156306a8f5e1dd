import { useRef, useState } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ContentDetails } from '../../../api/schemas/catalogue'
import { HeartIcon } from '../../../ui/icons'
import { useServices } from '../../../ui/use-services'
import { flipFavorite } from '../actions'
import { useFavorite, useViewer } from '../queries'

/** The favorite toggle: logged out it leads to login and back here. */
export function FavoriteToggle({ details }: { details: ContentDetails }) {
  const { t } = useLingui()
  const services = useServices()
  const router = useRouter()
  const here = useRouterState({ select: (s) => s.location.href })
  const viewer = useViewer()
  const favorite = useFavorite(details.id)
  const [busy, setBusy] = useState(false)
  // Set at once on a press, before React renders `busy`: a second press in the same frame is ignored.
  const saving = useRef(false)
  const on = favorite?.isFavorite ?? false
  const unavailable = viewer === undefined || favorite === undefined

  const onClick = async () => {
    if (saving.current || unavailable) return
    if (viewer === null) {
      await router.navigate({ to: '/login-phone', search: { redirectRoute: here } })
      return
    }
    saving.current = true
    setBusy(true)
    try {
      await flipFavorite(services, details, !on)
    } finally {
      saving.current = false
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col items-center">
      <button
        type="button"
        aria-pressed={on}
        aria-busy={busy}
        // Not `disabled`: a disabled button drops the keyboard's focus to the page while it saves.
        aria-disabled={busy || unavailable}
        onClick={() => void onClick()}
        className={`flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:border-primary hover:text-primary aria-pressed:border-primary aria-pressed:text-primary dark:border-slate-600 ${busy || unavailable ? 'opacity-70' : ''}`}
      >
        <HeartIcon className={on ? 'fill-current' : ''} width={20} height={20} />
        {t`Favorite`}
      </button>
      {(favorite?.sync === 'waiting' || favorite?.sync === 'failed') && (
        <span
          role="status"
          className={`mt-1 text-xs ${favorite.sync === 'waiting' ? 'text-amber-700 dark:text-amber-300' : 'text-red-700 dark:text-red-300'}`}
        >
          {favorite.sync === 'waiting' ? t`Waiting to sync` : t`Not saved`}
        </span>
      )}
    </div>
  )
}
