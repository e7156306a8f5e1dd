import { lazy, type ReactNode } from 'react'
import { Header } from './Header'
import { TabBar } from './TabBar'
import { AfterFirstPaint } from './AfterFirstPaint'

// Nothing on the first screen needs these; toasts raised before they mount wait in the store.
const Toaster = lazy(() => import('../toast/Toaster').then((m) => ({ default: m.Toaster })))
const BackExit = lazy(() => import('./BackExit').then((m) => ({ default: m.BackExit })))
// The offline bar follows the API client's outcomes, which it reads when it mounts: a launch with no
// network shows it as soon as the page has settled.
const OfflineBar = lazy(() => import('./OfflineBar').then((m) => ({ default: m.OfflineBar })))
const StorageNotice = lazy(() => import('./OfflineBar').then((m) => ({ default: m.StorageNotice })))

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <Header />
      <TabBar />
      <AfterFirstPaint>
        <OfflineBar />
        <StorageNotice />
        <Toaster />
        <BackExit />
      </AfterFirstPaint>
      <main className="pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0 md:pl-20 lg:pl-56">{children}</main>
    </div>
  )
}
