import { Link } from '@tanstack/react-router'
import type { HomeData } from '../../../api/schemas/catalogue'
import { PosterCard, PosterCardSkeleton } from '../../../ui/cards/PosterCard'
import { Skeleton, placeholderKeys } from '../../../ui/Skeleton'
import { Chevron, Row, rowLinkClass } from './Row'

type Section = HomeData['sections'][number]

export function SectionRow({ section }: { section: Section }) {
  const { sectionInfo, type, contents } = section
  const categoryType = type === 'type' ? 'type' : 'section'
  return (
    <Row
      labelId={`section-${sectionInfo.id}`}
      heading={
        <Link
          to="/category"
          search={{ categoryId: sectionInfo.id, type: categoryType, page: 1, title: sectionInfo.name }}
          className={rowLinkClass}
        >
          {sectionInfo.name}
          <Chevron />
        </Link>
      }
    >
      {contents.map((item) => (
        <li key={item.id} className="w-28 shrink-0 snap-start">
          <PosterCard id={item.id} title={item.title} image={item.posterImg} isFree={item.isFree} />
        </li>
      ))}
    </Row>
  )
}

/** Spec section 9: 8 poster placeholders per row. */
export function SectionRowSkeleton() {
  return (
    <div aria-hidden="true" className="mt-6">
      <Skeleton className="mx-4 mb-2 h-5 w-40" />
      <div className="flex gap-3 overflow-hidden px-4">
        {placeholderKeys(8).map((k) => (
          <PosterCardSkeleton key={k} className="w-28 shrink-0" />
        ))}
      </div>
    </div>
  )
}
