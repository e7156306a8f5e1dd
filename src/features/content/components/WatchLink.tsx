import type { ReactNode } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { toasts } from '../../../ui/toast/toast-store'

interface WatchLinkProps {
  childId: number
  allowed: boolean
  trailer?: boolean
  className?: string
  children: ReactNode
  label?: string
}

/** Plays an episode, or for a paid one the viewer may not watch, leads to payment and back. */
export function WatchLink({ childId, allowed, trailer = false, className, children, label }: WatchLinkProps) {
  const { t } = useLingui()
  const here = useRouterState({ select: (s) => s.location.href })
  if (allowed || trailer) {
    return (
      <Link to="/player" search={{ contentChildId: childId, isTrailer: trailer }} className={className} aria-label={label}>
        {children}
      </Link>
    )
  }
  return (
    <Link
      to="/payment"
      search={{ redirectRoute: here }}
      onClick={() => toasts.show('info', t`Please subscribe to view content`)}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  )
}
