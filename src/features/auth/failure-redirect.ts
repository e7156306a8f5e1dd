import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { Failure } from '../../api/failures'

/** Spec section 6: PermissionFailure goes to phone login, SubscriptionRequiredFailure to payment; true when it navigated. */
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
