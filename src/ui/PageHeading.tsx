import type { ReactNode } from 'react'

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="px-4 pt-4 text-xl font-semibold">{children}</h1>
}
