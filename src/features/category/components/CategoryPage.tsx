import { useDeferredValue, useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CategoryType } from '../../../api/endpoints/catalogue'
import type { ContentItem } from '../../../api/schemas/common'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { PosterCard } from '../../../ui/cards/PosterCard'
import { PagedList } from '../../../ui/paged/PagedList'
import { PosterGrid, PosterGridPlaceholders } from '../../../ui/paged/PosterGrid'
import { useServices } from '../../../ui/use-services'
import { loadMoreCategory, openCategory, reloadCategory, useCategory } from '../queries'

export function CategoryPage({ categoryId, type, title }: { categoryId: number; type: CategoryType; title: string }) {
  const { t } = useLingui()
  const services = useServices()
  const view = useCategory(services.db, { categoryId, type })

  useEffect(() => {
    void openCategory(services, { categoryId, type })
  }, [services, categoryId, type])

  const retry = () => void reloadCategory(services, { categoryId, type })
  return (
    <section aria-label={title || t`Category`} className="py-4">
      <PagedList
        view={view}
        placeholders={<PosterGridPlaceholders />}
        morePlaceholders={<PosterGridPlaceholders more />}
        onLoadMore={() => void loadMoreCategory(services, { categoryId, type })}
        onRetry={retry}
        empty={<p className="px-6 py-12 text-center text-slate-600 dark:text-slate-300">{t`There is nothing in this category yet.`}</p>}
        renderError={(f) => <ErrorView failure={f} onRetry={retry} />}
      >
        {(items) => <CategoryGrid items={items} />}
      </PagedList>
    </section>
  )
}

/**
 * Enough posters to fill the first screen of a phone (four rows of three) or a desktop (three rows
 * of eight), with margin.
 */
const FIRST_SCREEN_ITEMS = 24
// The posters sure to be on a phone's first screen (three rows of three): fetched at once.
const FIRST_ROWS_ITEMS = 9

/**
 * A category read back from the device may hold hundreds of titles; rendering and laying out all of
 * them before the first paint takes a phone hundreds of milliseconds. The first screen is committed
 * at once, the rest in an interruptible background render right after.
 */
function CategoryGrid({ items }: { items: ContentItem[] }) {
  const shown = useDeferredValue(items, items.slice(0, FIRST_SCREEN_ITEMS))
  return (
    <PosterGrid>
      {shown.map((item, i) => (
        <li key={item.id}>
          <PosterCard id={item.id} title={item.title} image={item.posterImg} isFree={item.isFree} eager={i < FIRST_ROWS_ITEMS} />
        </li>
      ))}
    </PosterGrid>
  )
}
