import { useEffect, useRef, type ReactNode } from 'react'

/** Spec section 4: the next page loads within 300 px of the end. */
export const INFINITE_SCROLL_THRESHOLD_PX = 300

export interface InfiniteListProps {
  /** True while the next page may be asked for: there is more, and nothing is loading. */
  canLoadMore: boolean
  onLoadMore: () => void
  children: ReactNode
  /** Shown after the items while the next page loads. */
  loadingMore?: ReactNode
}

/** Calls `onLoadMore` when the end of the list comes within 300 px of the viewport. */
export function InfiniteList({ canLoadMore, onLoadMore, children, loadingMore }: InfiniteListProps) {
  const sentinel = useRef<HTMLDivElement | null>(null)
  const latest = useRef(onLoadMore)
  useEffect(() => {
    latest.current = onLoadMore
  }, [onLoadMore])

  useEffect(() => {
    const node = sentinel.current
    if (!node || !canLoadMore) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current()
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [canLoadMore])

  return (
    <>
      {children}
      {loadingMore}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
    </>
  )
}
