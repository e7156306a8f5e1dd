import type { MouseEvent, ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { afterNextPaint } from '../after-next-paint'
import { markOpening } from '../navigation-intent'

/** The address of a title's page, as the router writes it (ContentLink.test.tsx holds the two together). */
export const contentHref = (id: number) => `/content?id=${id}`

/**
 * A link to a title's page for the lists that draw dozens of them. The router's own `<Link>`
 * subscribes each link to the router's state and builds its location on every render: home's fifty
 * posters spent 30 to 50 ms of a desktop's main thread in it at start-up, four times that on the
 * phones this app is for. This one writes its address once and asks the router only when pressed,
 * or about to be (the same preload on intent as the router's links).
 */
export function ContentLink({
  id,
  className,
  label,
  lang,
  children,
}: {
  id: number
  className?: string
  label?: string
  /** The label's language, when it is not the page's (a title's name). */
  lang?: string
  children: ReactNode
}) {
  const router = useRouter()
  const preload = () => {
    router.preloadRoute({ to: '/content', search: { id } }).catch(() => undefined)
  }
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, a download, or a handler that took the click: the browser's own way.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return
    e.preventDefault()
    // The tap is answered first: the navigation bar shows in the next frame, and the router starts
    // on the title after it. Started in the tap's own task, its location change and the renders it
    // sets off held that frame back by 15 to 30 ms here, a sixth of a second on the phone.
    const ended = markOpening()
    afterNextPaint(() => {
      void Promise.resolve()
        .then(() => router.navigate({ to: '/content', search: { id } }))
        .finally(ended)
    })
  }
  return (
    <a
      href={contentHref(id)}
      aria-label={label}
      lang={lang}
      className={className}
      onClick={open}
      onMouseEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
    >
      {children}
    </a>
  )
}
