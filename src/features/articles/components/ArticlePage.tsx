import { useLingui } from '@lingui/react/macro'
import type { ArticleType } from '../../../api/schemas/catalogue'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { SafeHtml } from '../../../ui/SafeHtml'
import { Skeleton } from '../../../ui/Skeleton'
import { useArticle } from '../queries'

export function ArticlePage({ type }: { type: ArticleType }) {
  const { t, i18n } = useLingui()
  const state = useArticle(type, i18n.locale)
  if (state.status === 'error') return <ErrorView failure={state.failure} onRetry={state.retry} />
  return (
    <article className="mx-auto max-w-3xl px-4 pt-2 pb-8">
      {state.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label={t`Loading`} className="space-y-3 pt-4">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : (
        <SafeHtml html={state.data.articleHTML} />
      )}
    </article>
  )
}
