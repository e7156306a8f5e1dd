/** Chromium's install prompt event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

type Listener = () => void

let deferred: BeforeInstallPromptEvent | null = null
const listeners = new Set<Listener>()
const emit = () => listeners.forEach((l) => l())

/** What became of a request to install: the browser's own prompt answered, or there was none to show. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable'

/** "Install app" opens the browser's prompt where one was offered; many browsers install from their menu. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    emit()
  })
  target.addEventListener('appinstalled', () => {
    deferred = null
    emit()
    void requestPersistence()
  })
}

export const installPrompt = {
  canInstall: () => deferred !== null,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  async prompt(): Promise<InstallOutcome> {
    const event = deferred
    if (!event) return 'unavailable'
    deferred = null
    emit()
    try {
      // An offer can go stale (the app installed from another tab): the browser then refuses it.
      await event.prompt()
      return (await event.userChoice).outcome
    } catch {
      return 'unavailable'
    }
  },
}

/** An installed app's data should survive storage pressure; the browser may still say no. */
export async function requestPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false
  } catch {
    return false
  }
}
