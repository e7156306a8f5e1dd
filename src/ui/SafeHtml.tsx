import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { INTERNAL_LINK_ATTR, sanitizeHtml } from '../lib/html'
import { Skeleton } from './Skeleton'
import { markOtherScript } from './mark-lang'

const proseClass =
  'text-sm leading-relaxed break-words [&_a]:text-primary-strong [&_a]:underline dark:[&_a]:text-primary [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_table]:my-3 [&_td]:border [&_td]:border-slate-300 [&_td]:p-1 [&_th]:border [&_th]:border-slate-300 [&_th]:p-1 [&_ul]:list-disc [&_ul]:pl-6'

/**
 * HTML from the API, rendered only after sanitising (src/lib/html.ts). Same-origin links inside it
 * navigate within the app instead of reloading the page.
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const router = useRouter()
  const { i18n } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null)
  // Once drawn, English words in a Burmese article (MPT, SMS) and Burmese ones in English get their lang.
  useLayoutEffect(() => {
    if (ref.current) markOtherScript(ref.current, i18n.locale)
  }, [clean, i18n.locale])

  useEffect(() => {
    let live = true
    sanitizeHtml(html).then(
      (out) => live && setClean({ source: html, html: out }),
      // Without the sanitiser nothing unsanitised is ever shown; the text alone is safe.
      () => live && setClean({ source: html, html: '' }),
    )
    return () => {
      live = false
    }
  }, [html])

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const a = (e.target as Element).closest(`a[${INTERNAL_LINK_ATTR}]`)
    const href = a?.getAttribute('href')
    if (!href) return
    e.preventDefault()
    router.history.push(href)
  }

  if (clean?.source !== html) {
    return (
      <div aria-hidden="true" className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    )
  }
  // Safe: the string went through the sanitiser's policy just above.
  return <div ref={ref} className={`${proseClass} ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean.html }} />
}
