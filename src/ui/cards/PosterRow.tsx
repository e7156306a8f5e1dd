import { useRef, type ReactNode, type Ref } from 'react'
import { RowArrows } from './RowArrows'
import { PendingPosters } from './PendingPosters'

/**
 * A titled horizontal row of posters, home's and a title page's; the heading may be a link (to the
 * full list). With `pending`, only the heading is drawn and the items' place is held.
 */
export function PosterRow({
  heading,
  headingLevel = 2,
  children,
  labelId,
  spacing = 'mt-6',
  className = '',
  sectionRef,
  pending = false,
}: {
  heading: ReactNode
  /** A row inside a titled page (a title's related titles) sits under that page's own headings. */
  headingLevel?: 2 | 3
  children?: ReactNode
  labelId: string
  /** Its margin from what is above it. */
  spacing?: string
  className?: string
  sectionRef?: Ref<HTMLElement>
  pending?: boolean
}) {
  const list = useRef<HTMLUListElement>(null)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section ref={sectionRef} aria-labelledby={labelId} className={`${spacing} ${className}`}>
      <Heading id={labelId} className="mb-2 px-4 text-base font-semibold">
        {heading}
      </Heading>
      {pending ? (
        <PendingPosters />
      ) : (
        <div className="group/row relative">
          <ul ref={list} className="flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:thin]">
            {children}
          </ul>
          <RowArrows list={list} />
        </div>
      )}
    </section>
  )
}

export const rowLinkClass = '-my-2.5 inline-flex min-h-11 items-center gap-1 hover:text-primary focus-visible:text-primary'

export function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <path d="m9 5 7 7-7 7" />
    </svg>
  )
}
