import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import type { HomeData } from '../../../api/schemas/catalogue'
import { PosterCard } from '../../../ui/cards/PosterCard'
import { Chevron, PosterRow, rowLinkClass } from '../../../ui/cards/PosterRow'
import { useNearViewport } from '../../../ui/use-near-viewport'
import { usePaintedOnce } from '../../../ui/after-next-paint'

type Section = HomeData['sections'][number]

// A phone shows three and a bit posters of a row across.
const FIRST_SCREEN_POSTERS = 4

// Off screen, a row's posters skip style, layout and paint until scrolled near; the reserved height is in src/styles.css.
const OFFSCREEN = '[content-visibility:auto] intrinsic-poster-row'

/** Memoised, so other rows' re-renders skip its posters; headings draw at once, posters near the screen or when `eager`. */
export const SectionRow = memo(function SectionRow({ section, eager = false }: { section: Section; eager?: boolean }) {
  const { sectionInfo, type, contents } = section
  const categoryType = type === 'type' ? 'type' : 'section'
  const [ref, near] = useNearViewport<HTMLElement>(eager)
  // The first screen's row draws the posters across with the feed and the rest a frame later.
  const restDrawn = usePaintedOnce(eager)
  const shown = eager && !restDrawn ? contents.slice(0, FIRST_SCREEN_POSTERS + 1) : contents
  return (
    <PosterRow
      sectionRef={ref}
      pending={!near}
      className={OFFSCREEN}
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
      {near &&
        shown.map((item, i) => (
          <li key={item.id} className="w-28 shrink-0 snap-start">
            <PosterCard
              id={item.id}
              title={item.title}
              image={item.posterImg}
              isFree={item.isFree}
              eager={eager && i < FIRST_SCREEN_POSTERS}
            />
          </li>
        ))}
    </PosterRow>
  )
})
