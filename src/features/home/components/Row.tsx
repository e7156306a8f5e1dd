import { useRef, type ReactNode, type Ref } from 'react'
import { RowArrows } from './RowArrows'
import { PendingPosters } from '../../../ui/cards/PendingPosters'

/**
 * A titled horizontal row; the heading may be a link (to the full list). With `pending`, only the
 * heading is drawn and the items' place is held.
 */
export function Row({
  heading,
  children,
  labelId,
  className = '',
  sectionRef,
  pending = false,
}: {
  heading: ReactNode
  children?: ReactNode
  labelId: string
  className?: string
  sectionRef?: Ref<HTMLElement>
  pending?: boolean
}) {
  const list = useRef<HTMLUListElement>(null)
  return (
    <section ref={sectionRef} aria-labelledby={labelId} className={`mt-6 ${className}`}>
      <h2 id={labelId} className="mb-2 px-4 text-base font-semibold">
        {heading}
      </h2>
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

export const rowLinkClass = 'inline-flex min-h-6 items-center gap-1 hover:text-primary focus-visible:text-primary'

export function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <path d="m9 5 7 7-7 7" />
    </svg>
  )
}
