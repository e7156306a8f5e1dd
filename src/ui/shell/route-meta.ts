import type { MessageDescriptor } from '@lingui/core'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Header title on child pages; tab pages show the logo instead. */
    title?: MessageDescriptor
    /** A header title taken from the address (e.g. an article's `title`); wins over `title`. */
    titleFromSearch?: (search: Record<string, unknown>) => string | undefined
  }
}

export {}
