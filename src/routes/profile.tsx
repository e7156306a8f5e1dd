import { useEffect } from 'react'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { OptionalText, searchOf } from '../lib/search-params'
import { ProfilePage } from '../features/profile/components/ProfilePage'
import { RouteError } from '../ui/errors/RouteError'
import { toasts } from '../ui/toast/toast-store'

const searchSchema = v.object({
  /** Set by an operator's payment page when it sends the viewer back (success, failed, cancelled). */
  status: OptionalText(),
})

export const Route = createFileRoute('/profile')({
  validateSearch: searchOf(searchSchema),
  staticData: { title: msg`Profile` },
  component: Page,
  errorComponent: RouteError,
})

function Page() {
  const { status } = Route.useSearch()
  const { t } = useLingui()
  const router = useRouter()
  useEffect(() => {
    if (!status) return
    if (status === 'success') toasts.show('success', t`Purchase Success`)
    else if (status === 'failed' || status === 'cancelled') toasts.show('error', t`Purchase Failed`)
    void router.navigate({ to: '/profile', search: {}, replace: true })
  }, [status, t, router])
  return <ProfilePage />
}
