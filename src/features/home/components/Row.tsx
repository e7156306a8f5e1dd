import type { ReactNode } from 'react'

/** A titled horizontal row; the heading may be a link (to the full list). */
export function Row({ heading, children, labelId, className = '' }: { heading: ReactNode; children: ReactNode; labelId: string; className?: string }) {
  return (
    <section aria-labelledby={labelId} className={`mt-6 ${className}`}>
      <h2 id={labelId} className="mb-2 px-4 text-base font-semibold">
        {heading}
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:thin]">{children}</ul>
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
