import type { TestServer } from '../../tests/e2e/support/server.ts'
import type { Driver } from './driver.ts'
import { inPage } from './page-lib.ts'

/** A demo subscriber of the reference server (docs/demo-data.md): its local number after 09. */
const PHONE = '421234567'
const TITLE = 1
const EPISODE = 101

export interface Step {
  name: string
  run(d: Driver, server: TestServer): Promise<string | void>
}

/**
 * Clicks, through the browser's input, the first element `selector` matches whose name matches
 * `pattern`: a user gesture, as a viewer's tap is (a script's `click()` is none, and WebKit then
 * refuses `video.play()` with sound).
 */
async function clickAsViewer(d: Driver, what: string, selector: string, pattern: string): Promise<void> {
  await d.run(
    inPage(async ([what, selector, pattern]: string[], l) => {
      const el = await l.until(what!, () => l.find(selector!, pattern!)[0])
      el.setAttribute('data-engine-click', '')
    }),
    [what, selector, pattern],
  )
  await d.click('[data-engine-click]')
  await d.run(inPage(() => document.querySelector('[data-engine-click]')?.removeAttribute('data-engine-click')))
}

const contentLinks = inPage((_: null, l) =>
  l.until('a title on home', () => document.querySelectorAll('a[href*="content?id="]').length, 30_000),
)

/** A viewer's path through the app, in order: each step starts from an address of its own. */
export const STEPS: Step[] = [
  {
    name: 'home',
    async run(d, server) {
      await d.goto(`${server.url}/?checked=1`)
      await d.run(inPage(() => localStorage.setItem('LANGUAGE', 'en')))
      await d.goto(`${server.url}/?checked=1`)
      return `${await d.run<number>(contentLinks)} title links`
    },
  },
  {
    name: 'offline reload',
    async run(d, server) {
      await d.run(
        inPage((_: null, l) =>
          l.until(
            'the service worker to control the page',
            () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
            30_000,
          ),
        ),
      )
      await server.stop()
      try {
        await d.goto(`${server.url}/?checked=1`)
        return `${await d.run<number>(contentLinks)} title links with the server stopped`
      } finally {
        await server.start()
      }
    },
  },
  {
    name: 'a title',
    async run(d, server) {
      await d.goto(`${server.url}/content?id=${TITLE}`)
      return d.run<string>(
        inPage(async (_: null, l) => {
          await l.until('its episodes', () => document.querySelector('a[href*="contentChildId="]'))
          return `${document.querySelectorAll('a[href*="contentChildId="]').length} episode links`
        }),
      )
    },
  },
  {
    name: 'login',
    async run(d, server) {
      await d.goto(`${server.url}/login-phone`)
      await d.run(
        inPage(async (phone: string, l) => {
          l.fill(await l.until('the phone field', () => document.querySelector<HTMLInputElement>('input[type="tel"]')), phone)
          await l.click('Get code', 'button', '^Get code$')
          await l.until('the code screen', () => location.pathname === '/otp-input')
          // The field takes a code once the screen says one was sent.
          await l.until('the code to be sent', () => document.body.innerText.includes('We sent a code'))
        }),
        PHONE,
      )
      const res = await fetch(`${server.url}/__dev/otp?phone=959${PHONE}&purpose=login`)
      const { code } = (await res.json()) as { code: string }
      if (!/^\d{6}$/.test(code)) throw new Error('the server holds no code for this number')
      await d.run(
        inPage(async (code: string, l) => {
          l.fill(
            await l.until('the code field', () => document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')),
            code,
          )
          // Six digits submit the code by themselves. An error the screen shows ends the wait with its words.
          const alert = () => document.querySelector('[role="alert"]')?.textContent?.trim()
          await l.until('the login to land on the profile', () => location.pathname === '/profile' || alert())
          const said = alert()
          if (location.pathname !== '/profile' && said) throw new Error(`the screen said: "${said}"`)
          await l.until('the stored session', async () => (await l.idb<{ accessToken?: string }>('yoke-shin', 'session'))[0]?.accessToken)
        }),
        code,
      )
    },
  },
  {
    name: 'favorite',
    async run(d, server) {
      await d.goto(`${server.url}/content?id=${TITLE}`)
      return d.run<string>(
        inPage(async (title: number, l) => {
          await l.until('the favorite button', () => l.find('button[aria-pressed]', 'favou?rite')[0])
          await l.settle()
          await l.click('the favorite button', 'button[aria-pressed]', 'favou?rite')
          // Re-read each time: the screen may draw the button anew.
          await l.until(
            'the button to say it is a favorite',
            () => l.find('button[aria-pressed]', 'favou?rite')[0]?.getAttribute('aria-pressed') === 'true',
          )
          const token = (await l.idb<{ accessToken: string }>('yoke-shin', 'session'))[0]?.accessToken
          await l.until('the server to hold the favorite', async () => {
            const res = await fetch('/v1/favorite?page=1', { headers: { authorization: `Bearer ${token}` } })
            return res.ok && (await res.text()).includes(`"id":${title}`)
          })
          return 'held by the server'
        }),
        TITLE,
      )
    },
  },
  {
    name: 'play',
    async run(d, server) {
      await d.goto(`${server.url}/player?contentChildId=${EPISODE}&isTrailer=false`)
      const autoplayed = await d.run<boolean>(
        inPage(async (_: null, l) => {
          const video = await l.until('the video', () => document.querySelector('video'))
          await l.until('the stream to load', () => video.duration > 0)
          // A refused autoplay shows only once the element has its first frames: until then `paused` is false.
          await l.until('playback or a refused autoplay', () => video.currentTime > 0 || (video.paused && video.readyState >= 2))
          return video.currentTime > 0
        }),
      )
      // Autoplay with sound refused (WebKit asks for a gesture): the viewer taps Play.
      if (!autoplayed) await clickAsViewer(d, 'Play', 'button', '^Play$')
      const played = await d.run<string>(
        inPage(async (_: null, l) => {
          const video = await l.until('the video', () => document.querySelector('video'))
          const state = () =>
            `paused ${video.paused}, readyState ${video.readyState}, at ${video.currentTime.toFixed(1)} s, ` +
            `buffered to ${video.buffered.length ? video.buffered.end(video.buffered.length - 1).toFixed(1) : 0} s`
          await l
            .until(`3 s of playback (${state()})`, () => video.currentTime > 3, 30_000)
            .catch((e: Error) => {
              throw new Error(`${e.message}; now ${state()}`)
            })
          return `${video.currentTime.toFixed(1)} s played`
        }),
      )
      return `${played}${autoplayed ? '' : ' after a tap on Play'}`
    },
  },
  {
    name: 'download',
    async run(d, server) {
      await d.goto(`${server.url}/content?id=${TITLE}`)
      return d.run<string>(
        inPage(async (episode: number, l) => {
          const row = await l.until('the episode row', () => document.querySelector(`li:has(a[href*="contentChildId=${episode}&"])`))
          await l.settle()
          await l.click('Download', 'button', 'download', row)
          const sheet = await l.until('the quality sheet', () => document.querySelector('dialog[open], [role="dialog"]'))
          await l.click('240p', '[role="radio"]', '240p', sheet)
          await l.click('Download in the sheet', 'button', '^download$', sheet)
          const started = Date.now()
          const row2 = await l.until(
            'the download to complete',
            async () =>
              (await l.idb<{ episodeId: number; state: string; bytesDone: number }>('yoke-shin-downloads', 'downloads')).find(
                (r) => r.episodeId === episode && r.state === 'completed',
              ),
            240_000,
          )
          // Whether the browser granted persistent storage: the download must not wait on its prompt.
          const persisted = await Promise.race([navigator.storage?.persisted?.(), l.sleep(1_000).then(() => 'no answer')])
          return `${(row2.bytesDone / 1e6).toFixed(1)} MB in ${Math.round((Date.now() - started) / 1000)} s; storage persisted: ${String(persisted ?? 'no API')}`
        }),
        EPISODE,
      )
    },
  },
]
