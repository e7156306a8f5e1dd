import { Link } from '@tanstack/react-router'
import type { HomeData } from '../../../api/schemas/catalogue'
import { PosterCard } from '../../../ui/cards/PosterCard'
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
