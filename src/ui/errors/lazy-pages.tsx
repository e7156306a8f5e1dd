import { Suspense, lazy } from 'react'
import { whenTranslated } from '../../i18n/i18n'

// Error pages are rare; they load when needed rather than with every start-up.
const Unexpected = lazy(() => whenTranslated(import('./UnexpectedError')).then((m) => ({ default: m.UnexpectedError })))
const NotFound = lazy(() => whenTranslated(import('./NotFoundPage')).then((m) => ({ default: m.NotFoundPage })))

export function LazyUnexpectedError({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <Unexpected error={error} />
    </Suspense>
  )
}

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  )
}
