import { useLiveQuery } from '../../ui/use-live-query'
import { readArticle, refreshArticle } from '../../data/docs'
import type { Article, ArticleType } from '../../api/schemas/catalogue'
import type { Failure } from '../../api/failures'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'

export type ArticleState =
  { status: 'loading' } | { status: 'ready'; data: Article } | { status: 'error'; failure: Failure; retry: () => void }

/** Articles come in the app language; each language's copy is stored for offline reading. */
export function useArticle(type: ArticleType, locale: string): ArticleState {
  const services = useServices()
  const stored = useLiveQuery(() => readArticle(services.db, type, locale), [services, type, locale])
  const refresh = useRefresh(() => refreshArticle(services, type, locale), `article:${type}:${locale}`)
  if (stored) return { status: 'ready', data: stored.data }
  if (stored === null && refresh.failure) return { status: 'error', failure: refresh.failure, retry: refresh.retry }
  return { status: 'loading' }
}
