import { Link } from '@tanstack/react-router'
import { useLingui, Plural } from '@lingui/react/macro'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { Skeleton } from '../../../ui/Skeleton'
import { displayPhone } from '../../../lib/phone-format'
import { useViewer } from '../../auth/queries'
import { useServices } from '../../../ui/use-services'
import { useRefresh } from '../../../ui/use-refresh'
import { HeLoginCard } from '../../auth/components/HeLoginCard'
import { BUTTON, CARD, MUTED } from '../../../ui/classes'
import { refreshMyProfile } from '../actions'
import { useProfile } from '../queries'
import { ChevronIcon, CrownIcon } from './RowIcons'
import { ProfileMenu } from './ProfileMenu'
import { LogoutButton } from './LogoutButton'
import { mainBalanceDays } from '../../subscription/format'
import { formatCount } from '../../../i18n/numbers'
import { LangRuns } from '../../../ui/LangRuns'
import { textLang } from '../../../i18n/text-lang'

/** /profile (spec section 2): login or user card, subscription cards, menu, logout. */
export function ProfilePage() {
  const { t } = useLingui()
  const user = useViewer()
  const loggedIn = Boolean(user)
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 pt-4 pb-8">
      <h1 className="sr-only">{t`Profile`}</h1>
      {user === undefined ? (
        <div className="px-4">
          <Skeleton className="h-20 w-full" />
        </div>
      ) : user ? (
        <LoggedInCards userId={user.id} name={user.name} phone={user.phone} />
      ) : (
        <>
          <HeLoginCard className="mx-4" />
          <LoginCard />
        </>
      )}
      <SubscribeBanner />
      <ProfileMenu />
      {loggedIn && <LogoutButton />}
    </div>
  )
}

function LoginCard() {
  const { t } = useLingui()
  return (
    <section className={`${CARD} mx-4 flex flex-col items-start gap-3`}>
      <h2 className="text-lg font-semibold">{t`You are not logged in`}</h2>
      <p
        className={`text-sm ${MUTED}`}
      >{t`Log in with your phone number to subscribe, keep favorites and continue watching on any device.`}</p>
      <Link to="/login-phone" search={{ redirectRoute: '/profile' }} className={BUTTON}>
        {t`Login`}
      </Link>
    </section>
  )
}

function LoggedInCards({ userId, name, phone }: { userId: number; name: string; phone: string }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const profile = useProfile()
  const { failure, retry } = useRefresh(() => refreshMyProfile(services), `profile:${userId}`)

  const subscription = profile?.data.subscription
  const daysLeft = subscription ? mainBalanceDays(subscription.mainBalance) + subscription.redeemBalance : 0
  const days = formatCount(i18n, daysLeft)
  return (
    <>
      <Link to="/user-info" className={`${CARD} mx-4 flex flex-wrap items-center gap-4 hover:border-primary-strong`}>
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-primary-strong text-xl font-bold text-white"
        >
          {initial(name)}
        </span>
        <span className="min-w-20 flex-1 break-words">
          <span lang={textLang(name)} className="block text-lg font-semibold">
            {name || t`Viewer`}
          </span>
          <span className={`block font-mono text-sm ${MUTED}`} translate="no">
            {displayPhone(phone)}
          </span>
        </span>
        <span className="text-slate-500 dark:text-slate-400">
          <ChevronIcon />
        </span>
      </Link>
      {subscription?.isPremiumUser && (
        <Link
          to="/manage-subscription"
          className={`${CARD} mx-4 flex items-center gap-4 border-amber-300 bg-amber-50 hover:border-amber-500 dark:border-amber-700 dark:bg-amber-950/40`}
        >
          <span className="text-amber-700 dark:text-amber-300">
            <CrownIcon />
          </span>
          <span className="flex-1">
            <span className="block font-semibold">{t`Premium member`}</span>
            <span className={`block text-sm ${MUTED}`}>
              <Plural value={daysLeft} one={`${days} Day left`} other={`${days} Days left`} />
              {' · '}
              {t`Tap to manage`}
            </span>
          </span>
          <ChevronIcon />
        </Link>
      )}
      {failure && !profile && failure.type !== 'PermissionFailure' && (
        <ErrorView failure={failure} onRetry={retry} action={{ label: t`Reload`, onClick: retry }} />
      )}
    </>
  )
}

function SubscribeBanner() {
  const { t } = useLingui()
  return (
    <Link
      to="/payment"
      // "Watch now" after paying brings the viewer back here rather than to home.
      search={{ redirectRoute: '/profile' }}
      className="mx-4 flex items-center gap-4 rounded-xl bg-gradient-to-r from-[#006a98] to-[#004f73] p-4 text-white shadow-sm hover:brightness-110"
    >
      <span className="flex-1">
        <span className="block text-lg font-semibold">{t`Get subscription`}</span>
        <span className="block text-sm text-sky-100">
          <LangRuns text={t`Watch every film and series. Billed by MPT, ATOM or Ooredoo.`} />
        </span>
      </span>
      <ChevronIcon />
    </Link>
  )
}

function initial(name: string): string {
  const first = Array.from(name.trim())[0]
  return first ? first.toUpperCase() : '?'
}
