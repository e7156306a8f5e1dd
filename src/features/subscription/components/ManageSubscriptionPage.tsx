import { useState, type ReactNode } from 'react'
import { useLingui, Plural } from '@lingui/react/macro'
import { failure as makeFailure } from '../../../api/failures'
import type { Subscription } from '../../../api/schemas/account'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { Skeleton } from '../../../ui/Skeleton'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { toasts } from '../../../ui/toast/toast-store'
import { displayPhone } from '../../../lib/phone-format'
import { useViewer } from '../../auth/queries'
import { useServices } from '../../../ui/use-services'
import { useRefresh } from '../../../ui/use-refresh'
import { CARD, MUTED } from '../../../ui/classes'
import { OPERATOR_NAMES, OperatorLogo, toLogoProvider } from '../../../ui/OperatorLogo'
import { refreshMyProfile } from '../../profile/actions'
import { useProfile } from '../../profile/queries'
import { asBillingProvider, cancelSubscription, refreshMySubscription } from '../actions'
import { mainBalanceDays } from '../format'
import { formatDate } from '../../../i18n/dates'
import { formatCount } from '../../../i18n/numbers'

type Item = Subscription['subscriptions'][number]

/** /manage-subscription: lifespans and the active operator subscriptions, each cancellable. */
export function ManageSubscriptionPage() {
  const { t, i18n } = useLingui()
  const user = useViewer()
  const services = useServices()
  const profile = useProfile()
  const userId = user?.id
  // A stored profile needs only its subscription refreshed; read when the refresh runs.
  const { failure, retry } = useRefresh(
    async () => {
      if (userId === undefined) return { ok: true, value: null }
      return profile ? refreshMySubscription(services, userId) : refreshMyProfile(services)
    },
    `subscription:${String(userId)}`,
  )

  if (user === null) return <ErrorView failure={makeFailure('PermissionFailure')} />
  if (user === undefined || profile === undefined) return <PageSkeleton />
  if (!profile) {
    if (failure) return <ErrorView failure={failure} onRetry={retry} />
    return <PageSkeleton />
  }
  const sub = profile.data.subscription
  const expiry = <Expiry iso={sub.mainExpDate} />
  // Counted here, not by the plural's `#`, whose digits follow Intl's `my` data where it exists.
  const mainDays = mainBalanceDays(sub.mainBalance)
  const main = formatCount(i18n, mainDays)
  const promo = formatCount(i18n, sub.redeemBalance)
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <section className={CARD} aria-labelledby="lifespan">
        <h2 id="lifespan" className="font-semibold">{t`Subscription lifespan`}</h2>
        <p className="mt-2 text-2xl font-bold">
          <Plural value={mainDays} one={`${main} Day`} other={`${main} Days`} />
        </p>
        <p className={`text-sm ${MUTED}`}>
          {t`Expires on`} {expiry}
        </p>
      </section>
      <section className={CARD} aria-labelledby="promo">
        <h2 id="promo" className="font-semibold">{t`Promo lifespan`}</h2>
        <p className="mt-2 text-2xl font-bold">
          <Plural value={sub.redeemBalance} one={`${promo} Day`} other={`${promo} Days`} />
        </p>
        <p className={`text-sm ${MUTED}`}>{t`Days from redeemed codes`}</p>
      </section>
      <section aria-labelledby="active">
        <h2 id="active" className="mb-2 font-semibold">{t`Operator subscriptions`}</h2>
        {sub.subscriptions.length === 0 ? (
          <p className={`${CARD} text-sm ${MUTED}`}>{t`You have no operator subscription.`}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {sub.subscriptions.map((s) => (
              <SubscriptionRow key={`${s.provider}:${s.account}`} item={s} userId={user.id} expiry={expiry} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function Expiry({ iso }: { iso: string | null }) {
  const { i18n, t } = useLingui()
  const text = formatDate(i18n, iso)
  return <span translate="no">{text ?? t`not set`}</span>
}

function SubscriptionRow({ item, userId, expiry }: { item: Item; userId: number; expiry: ReactNode }) {
  const { t } = useLingui()
  const services = useServices()
  const [open, setOpen] = useState(false)
  const logo = toLogoProvider(item.provider)
  const provider = asBillingProvider(item.provider)
  const name = logo ? OPERATOR_NAMES[logo] : item.provider
  const renews = item.renews !== false

  const cancel = async () => {
    if (!provider) return
    const result = await cancelSubscription(services, { userId, provider, account: item.account })
    if (result.ok) {
      toasts.show('success', t`Unsubscribed`)
      toasts.show('info', t`You will receive an SMS confirmation shortly.`)
    } else {
      toasts.show('error', t`Failed to unsubscribed`)
    }
  }

  return (
    <li className={`${CARD} flex items-center gap-3`}>
      {logo ? <OperatorLogo provider={logo} size={40} /> : null}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{name}</p>
        <p className={`font-mono text-sm ${MUTED}`} translate="no">
          {displayPhone(item.account)}
        </p>
        {!renews && (
          <p className={`text-sm ${MUTED}`}>
            {t`Cancelled: usable until`} {expiry}
          </p>
        )}
      </div>
      {renews && provider && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-lg border border-red-700 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950/40"
        >
          {t`Unsubscribe`}
          <span className="sr-only"> {name}</span>
        </button>
      )}
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={cancel}
        label={t`Cancel subscription`}
        title={t`Cancel your ${name} subscription?`}
        words={{ keep: t`Keep it`, confirm: t`Cancel subscription`, busy: t`Cancelling…` }}
      >
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t`Your remaining days stay usable, but the plan will not renew.`}</p>
      </ConfirmDialog>
    </li>
  )
}

function PageSkeleton() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  )
}
