import { useEffect, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { failure, type Failure } from '../../../api/failures'
import type { NotificationItem } from '../../../api/schemas/account'
import { Img } from '../../../ui/Img'
import { PULSE_GROUP, Skeleton } from '../../../ui/Skeleton'
import { LoginRequired } from '../../../ui/errors/LoginRequired'
import { EmptyListView } from '../../../ui/paged/EmptyListView'
import { PagedList } from '../../../ui/paged/PagedList'
import { useViewer } from '../../../ui/use-viewer'
import { useServices } from '../../../ui/use-services'
import { loadMoreNotifications, openNotifications, useNotifications } from '../queries'
import { useLocale } from '../../../i18n/use-locale'
import { textLang } from '../../../i18n/text-lang'
import { LangRuns } from '../../../ui/LangRuns'

/** Spec section 9: notification images are 280 by 156. */
const IMAGE_RATIO = '280 / 156'
// Top-aligned, not stretched to the row: a title on two lines made the row taller, the box took its
// height and lost its ratio, and the picture was cropped to fill it.
// A third of the row rather than 8rem: at 200 % text a fixed width left the title no room.
const IMAGE_CLASS = 'w-1/3 shrink-0 self-start rounded-md sm:w-40'
const LIST_CLASS = 'grid gap-3 px-4 md:grid-cols-2 xl:grid-cols-3'
const NO_CONTENT = failure('NoContentFailure')

export function NotificationsPage() {
  const user = useViewer()
  return (
    <div className="py-4">
      {user === undefined ? <RowsSkeleton /> : user === null ? <LoginRequired /> : <NotificationList userId={user.id} />}
    </div>
  )
}

function NotificationList({ userId }: { userId: number }) {
  const { t } = useLingui()
  const services = useServices()
  const locale = useLocale()
  const view = useNotifications(services.db, locale)

  useEffect(() => {
    void openNotifications(services, locale)
  }, [services, userId, locale])

  const retry = () => void openNotifications(services, locale)
  const empty = (f: Failure) => (
    <EmptyListView
      failure={f}
      onRetry={retry}
      title={t`No notifications yet`}
      description={t`News about new films and series will appear here.`}
    />
  )
  return (
    <PagedList
      view={view}
      placeholders={<RowsSkeleton />}
      morePlaceholders={<RowsSkeleton className="mt-3" />}
      onLoadMore={() => void loadMoreNotifications(services, locale)}
      onRetry={retry}
      empty={empty(NO_CONTENT)}
      renderError={empty}
    >
      {(items) => (
        <ul aria-label={t`Notifications`} className={LIST_CLASS}>
          {items.map((item) => (
            <li key={item.id}>
              <NotificationRow item={item} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  )
}

function NotificationRow({ item }: { item: NotificationItem }) {
  // A line may carry a name in the other script ("Iron Monsoon ရောက်ပြီ"): that name is marked too.
  const titleLang = textLang(item.title)
  const bodyLang = textLang(item.body)
  const body: ReactNode = (
    <>
      <Img src={item.image} alt="" ratio={IMAGE_RATIO} width={128} sizes="(min-width: 640px) 160px, 128px" className={IMAGE_CLASS} />
      <div className="min-w-0 flex-1">
        <p lang={titleLang} className="line-clamp-2 font-medium">
          <LangRuns text={item.title} lang={titleLang} />
        </p>
        <p lang={bodyLang} className="mt-0.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
          <LangRuns text={item.body} lang={bodyLang} />
        </p>
      </div>
    </>
  )
  // Only a notification about a title leads anywhere (spec section 2).
  return item.contentInfo ? (
    <Link
      to="/content"
      search={{ id: item.contentInfo.id }}
      className="flex gap-3 rounded-lg p-1 hover:bg-slate-100 dark:hover:bg-slate-900"
    >
      {body}
    </Link>
  ) : (
    <div className="flex gap-3 p-1">{body}</div>
  )
}

function RowsSkeleton({ className = '' }: { className?: string }) {
  return (
    <ul aria-hidden="true" className={`${LIST_CLASS} ${PULSE_GROUP} ${className}`}>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="flex gap-3 p-1">
          <Skeleton ratio={IMAGE_RATIO} className={IMAGE_CLASS} />
          <div className="flex-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="mt-2 h-3 w-full" />
            <Skeleton className="mt-1 h-3 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  )
}
