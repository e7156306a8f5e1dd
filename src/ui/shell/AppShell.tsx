import type { ReactNode } from 'react'
import { Header } from './Header'
import { TabBar } from './TabBar'
import { Toaster } from '../toast/Toaster'
import { BackExit } from './BackExit'
import { OfflineBar, StorageNotice } from './OfflineBar'

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <Header />
      <OfflineBar />
      <StorageNotice />
      <TabBar />
      <Toaster />
      <BackExit />
      <main className="pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0 md:pl-20 lg:pl-56">{children}</main>
    </div>
  )
}
