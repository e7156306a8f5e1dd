import { lazy, Suspense } from 'react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useServices } from '../../../ui/use-services'

// The box, its suggestions and the search calls load only where the box shows, after start-up:
// phones never fetch them.
const HeaderSearchBox = lazy(() => import('./HeaderSearchBox'))

/** Spec section 2: on large screens the header holds a search box with a suggestion dropdown. */
export function HeaderSearch() {
  const onSearchPage = useRouterState({ select: (s) => s.location.pathname === '/search' })
  const services = useServices()
  const navigate = useNavigate()
  // The search page has its own box; two boxes on one screen would only disagree. The width is
  // read again at each navigation; CSS hides the box if the window narrows in between.
  if (onSearchPage || !window.matchMedia('(min-width: 1024px)').matches) return null
  return (
    <div className="hidden w-80 lg:block xl:w-96">
      <Suspense fallback={null}>
        <HeaderSearchBox services={services} show={(query) => void navigate({ to: '/search', search: { query } })} />
      </Suspense>
    </div>
  )
}
