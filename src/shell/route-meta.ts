import type { I18n, MessageDescriptor } from '@lingui/core'
import type { StaticDataRouteOption } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Header title on child pages; tab pages show the logo instead. */
    title?: MessageDescriptor
    /** A search parameter holding the page's own title (e.g. a category's name), shown instead. */
    titleParam?: string
    /** The screen draws its own h1 and names the document itself (a title's page: the title's name). */
    ownHeading?: boolean
  }
}

/** The screen's name: its own title parameter when it has one, else its route's title. */
export function screenTitle(match: { staticData: StaticDataRouteOption; search: unknown }, i18n: I18n): string | null {
  const { title, titleParam } = match.staticData
  const own = titleParam ? (match.search as Record<string, unknown>)[titleParam] : undefined
  return typeof own === 'string' && own.trim() !== '' ? own : title ? i18n._(title) : null
}
