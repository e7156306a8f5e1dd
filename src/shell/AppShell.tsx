import { lazy, type ReactNode } from 'react'
import { Header } from './Header'
import { TabBar } from './TabBar'
import { AfterFirstPaint } from './AfterFirstPaint'
import { NavigationPending } from './NavigationPending'
import { ImageSaver } from './ImageSaver'

// Nothing on the first screen needs these (toasts, the offline bar, the back-exit guard, the header's
// downloading sign); toasts raised before they mount wait in the store. The offline bar follows the
// API client's outcomes, which it reads when it mounts: a launch with no network shows it as soon as
// the page has settled.
const LateShell = lazy(() => import(/* chunk: after-paint */ './LateShell').then((m) => ({ default: m.LateShell })))

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <NavigationPending />
      <Header />
      <TabBar />
      <AfterFirstPaint>
        <LateShell />
      </AfterFirstPaint>
      <main id="main" tabIndex={-1} className="pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0 md:pl-20 lg:pl-56 outline-none">
        <ImageSaver>{children}</ImageSaver>
      </main>
    </div>
  )
}
