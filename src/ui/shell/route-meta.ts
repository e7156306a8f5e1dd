import type { MessageDescriptor } from '@lingui/core'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Header title on child pages; tab pages show the logo instead. */
    title?: MessageDescriptor
  }
}

export {}
