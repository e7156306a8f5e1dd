/** Chromium's install prompt event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

type Listener = () => void

let deferred: BeforeInstallPromptEvent | null = null
const listeners = new Set<Listener>()
const emit = () => listeners.forEach((l) => l())

/** Keeps the browser's install offer so the profile menu can show "Install app" only when allowed. */
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
  async prompt(): Promise<boolean> {
    const event = deferred
    if (!event) return false
    deferred = null
    emit()
    await event.prompt()
    const { outcome } = await event.userChoice
    return outcome === 'accepted'
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
