import { useLingui } from '@lingui/react/macro'
import { PagedList } from '../../../ui/paged/PagedList'
import { ListError } from '../../../ui/paged/ListError'
import { Skeleton } from '../../../ui/Skeleton'
import { useServices } from '../../../ui/use-services'
import { useViewer } from '../../content/queries'
import { useMinute } from '../../data-saver/use-minute'
import { loadMoreComments, useComments } from '../queries'
import { CommentComposer } from './CommentComposer'
import { CommentRow, PendingRow } from './CommentRow'

function RowsSkeleton() {
  return (
    <div aria-hidden="true" className="py-2">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-2 h-10 w-full" />
    </div>
  )
}

/** A title's comments, newest first, paged by infinite scroll; the viewer's unsent ones on top. */
export function CommentsSection({ contentId, title }: { contentId: number; title: string }) {
  const { t } = useLingui()
  const services = useServices()
  const viewer = useViewer()
  const loggedIn = viewer === undefined ? undefined : viewer !== null
  const { view, pending, refresh } = useComments(contentId)
  // "3 h ago" moves on while the page stays open.
  const now = useMinute()
  const deleting = pending?.deleting ?? new Set<number>()
  const reported = pending?.reported ?? new Set<number>()
  const mine = pending?.comments ?? []

  return (
    <section aria-labelledby="comments-heading" className="mt-6 px-4">
      <h2 id="comments-heading" className="text-base font-semibold">{t`Comments`}</h2>
      <CommentComposer contentId={contentId} title={title} loggedIn={loggedIn} />
      {mine.length > 0 && (
        <ul aria-label={t`Your comments not yet sent`} className="mt-2">
          {mine.map((c) => (
            <PendingRow key={c.opId} comment={c} now={now} author={viewer?.name ?? ''} />
          ))}
        </ul>
      )}
      <PagedList
        view={view}
        placeholders={<RowsSkeleton />}
        morePlaceholders={<RowsSkeleton />}
        onLoadMore={() => void loadMoreComments(services, contentId)}
        onRetry={refresh.retry}
        empty={mine.length === 0 ? <p className="py-3 text-sm text-slate-600 dark:text-slate-300">{t`No comments yet`}</p> : null}
        renderError={(failure) => <ListError failure={failure} onRetry={refresh.retry} />}
      >
        {(items) => (
          <ul className="mt-2" data-testid="comments">
            {items
              .filter((c) => !deleting.has(c.id))
              .map((c) => (
                <CommentRow key={c.id} comment={c} now={now} reported={reported.has(c.id)} loggedIn={loggedIn} />
              ))}
          </ul>
        )}
      </PagedList>
    </section>
  )
}
