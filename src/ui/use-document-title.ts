import { useEffect } from 'react'

/** The app's name, as the page's <title> in index.html has it; a brand, so the same in both languages. */
const APP = 'Yoke Shin'

/** Names the browser tab and the screen reader's page after the screen (WCAG 2.4.2). */
export function useDocumentTitle(screen: string | null | undefined, enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    document.title = screen ? `${screen} · ${APP}` : APP
  }, [screen, enabled])
}
