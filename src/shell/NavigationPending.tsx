import { useRouterState } from '@tanstack/react-router'

/**
 * A thin bar along the top while a screen the viewer opened is on its way. Screens render in React's
 * time slices, and until the new one is drawn the one the viewer left stays on screen: on a cheap
 * phone that is a few hundred milliseconds after a tap on a poster, and longer while a route's code
 * comes over a slow link, with nothing else to say the tap was taken. The tab bar marks its own tap.
 */
export function NavigationPending() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' || s.location.href !== s.resolvedLocation?.href })
  if (!pending) return null
  return <div aria-hidden="true" data-navigation-pending className="navigation-pending fixed inset-x-0 top-0 z-50 h-0.5 bg-primary" />
}
