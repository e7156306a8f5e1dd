import { useEffect, useId } from 'react'
import { useElementScrollRestoration } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { CategoryType } from '../../../api/endpoints/catalogue'
import type { ContentCard } from '../../../api/schemas/card'
import type { PagedView } from '../../../data'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { PosterCard } from '../../../ui/cards/PosterCard'
import { PagedList } from '../../../ui/paged/PagedList'
import { POSTER_GRID_SIZES, POSTER_GRID_WIDTH, PosterGrid, PosterGridPlaceholders } from '../../../ui/paged/PosterGrid'
import { useFirstScreenPosters } from '../../../ui/paged/first-screen'
import { afterNextPaint } from '../../../ui/after-next-paint'
import { useServices } from '../../../ui/use-services'
import { textLang } from '../../../i18n/text-lang'
import { loadMoreCategory, openCategory, reloadCategory, useCategory } from '../queries'

export interface CategoryPageProps {
  categoryId: number
  type: CategoryType
  title: string
  /** The stored pages read as the route matched: the first frame shows them. */
  stored?: PagedView<ContentCard>
}

export function CategoryPage({ categoryId, type, title, stored }: CategoryPageProps) {
  const { t } = useLingui()
  const services = useServices()
  const view = useCategory(services.db, { categoryId, type }, stored)
  const firstScreen = useFirstScreenPosters()
  // The router restores the scroll once this screen renders, so the whole stored list must be in the first frame.
  const returning = (useElementScrollRestoration({ getElement: () => window })?.scrollY ?? 0) > 0

  // After the first frame, so reading the stored pages again does not delay painting them.
  useEffect(() => afterNextPaint(() => void openCategory(services, { categoryId, type })), [services, categoryId, type])

  const nameId = useId()
  const retry = () => void reloadCategory(services, { categoryId, type })
  return (
    // Named by an element, not an aria-label: a name in the other language carries its lang.
    <section aria-labelledby={nameId} className="py-4">
      <span id={nameId} hidden lang={textLang(title)}>
        {title || t`Category`}
      </span>
      <PagedList
        view={view}
        placeholders={<PosterGridPlaceholders />}
        morePlaceholders={<PosterGridPlaceholders more />}
        onLoadMore={() => void loadMoreCategory(services, { categoryId, type })}
        onRetry={retry}
        empty={<p className="px-6 py-12 text-center text-slate-600 dark:text-slate-300">{t`There is nothing in this category yet.`}</p>}
        renderError={(f) => <ErrorView failure={f} onRetry={retry} />}
        firstScreen={returning ? undefined : firstScreen}
      >
        {(items) => <CategoryGrid items={items} firstScreen={firstScreen} />}
      </PagedList>
    </section>
  )
}

function CategoryGrid({ items, firstScreen }: { items: ContentCard[]; firstScreen: number }) {
  return (
    <PosterGrid>
      {items.map((item, i) => (
        <li key={item.id}>
          <PosterCard
            id={item.id}
            title={item.title}
            image={item.posterImg}
            isFree={item.isFree}
            eager={i < firstScreen}
            width={POSTER_GRID_WIDTH}
            sizes={POSTER_GRID_SIZES}
          />
        </li>
      ))}
    </PosterGrid>
  )
}
