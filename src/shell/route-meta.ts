import type { MessageDescriptor } from '@lingui/core'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Header title on child pages; tab pages show the logo instead. */
    title?: MessageDescriptor
    /** A search parameter holding the page's own title (e.g. a category's name), shown instead. */
    titleParam?: string
  }
}

export {}
