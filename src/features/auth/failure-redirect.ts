import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { Failure } from '../../api/failures'

/**
 * Spec section 6: a 403 PermissionFailure sends the viewer to phone login, a
 * SubscriptionRequiredFailure to the payment page; both come back to where they were. Resolves to
 * whether it navigated, so the caller shows its own error otherwise.
 */
export function useFailureRedirect(): (failure: Failure) => boolean {
  const router = useRouter()
  return useCallback(
    (failure: Failure) => {
      const here = router.state.location.href
      if (failure.type === 'PermissionFailure') {
        void router.navigate({ to: '/login-phone', search: { redirectRoute: here }, replace: true })
        return true
      }
      if (failure.type === 'SubscriptionRequiredFailure') {
        void router.navigate({ to: '/payment', search: { redirectRoute: here } })
        return true
      }
      return false
    },
    [router],
  )
}
