import { useRouterState } from '@tanstack/react-router'

/** Until the opened screen is drawn the old one stays: this bar says the tap was taken. */
export function NavigationPending() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' || s.location.href !== s.resolvedLocation?.href })
  if (!pending) return null
  return <div aria-hidden="true" data-navigation-pending className="navigation-pending fixed inset-x-0 top-0 z-50 h-0.5 bg-primary" />
}
