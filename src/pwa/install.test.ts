import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureInstallPrompt, installPrompt } from './install'
import { isInstalled } from './installed'

afterEach(() => vi.restoreAllMocks())

/** The browser's install offer as Chromium fires it. */
function offer(prompt: () => Promise<void>, outcome: 'accepted' | 'dismissed' = 'accepted') {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome }) })
}

describe('installing the app', () => {
  const target = new EventTarget() as unknown as Window
  captureInstallPrompt(target)

  it('says there is nothing to prompt with where the browser made no offer', async () => {
    expect(installPrompt.canInstall()).toBe(false)
    expect(await installPrompt.prompt()).toBe('unavailable')
  })

  it("opens the browser's prompt once, and reports the viewer's answer", async () => {
    const prompt = vi.fn(() => Promise.resolve())
    target.dispatchEvent(offer(prompt, 'dismissed'))
    expect(installPrompt.canInstall()).toBe(true)
    expect(await installPrompt.prompt()).toBe('dismissed')
    expect(prompt).toHaveBeenCalledTimes(1)
    // An offer is good for one prompt.
    expect(await installPrompt.prompt()).toBe('unavailable')
  })

  it('treats an offer the browser refuses to show (gone stale) as no offer', async () => {
    target.dispatchEvent(
      offer(() => Promise.reject(new DOMException('The prompt() method must be called with a user gesture', 'NotAllowedError'))),
    )
    expect(await installPrompt.prompt()).toBe('unavailable')
  })

  it('knows the installed app from its display mode', () => {
    const win = (standalone: boolean) =>
      ({ navigator: {}, matchMedia: (q: string) => ({ matches: standalone && q === '(display-mode: standalone)' }) }) as unknown as Window
    expect(isInstalled(win(true))).toBe(true)
    expect(isInstalled(win(false))).toBe(false)
    expect(isInstalled({ navigator: { standalone: true }, matchMedia: () => ({ matches: false }) } as unknown as Window)).toBe(true)
  })
})
