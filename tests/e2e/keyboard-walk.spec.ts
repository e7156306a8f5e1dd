import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO } from './support/session.ts'
import { inEnglish, readOtp } from './support/otp.ts'
import { video } from './support/player.ts'
import { downloadOf } from './support/downloads.ts'

// Title 50 ("Wild Asia: Rivers"): in English, with subtitles; its first episode is free.
const EPISODE = 5001
test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '30' } })
test.setTimeout(120_000)

interface Focused {
  name: string
  role: string
  href: string
}

/** What a screen reader would start to say of the focused element: its name (roughly computed) and role. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { name: '', role: 'page', href: '' }
    const labelled = el.getAttribute('aria-labelledby')
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? (document.getElementById(labelled)?.textContent ?? '') : null) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || '')
    return {
      name: name.replace(/\s+/g, ' ').trim(),
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      href: el.getAttribute('href') ?? '',
    }
  })

/** Presses Tab (Shift+Tab when `back`) until the focus is on what `wanted` accepts; fails naming every stop passed. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, { back = false, max = 60 } = {}): Promise<Focused> {
  const passed: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    if (wanted(now)) return now
    passed.push(`${now.role} "${now.name}"`)
  }
  throw new Error(`Tab never reached it; passed: ${passed.join(' → ')}`)
}
const named = (name: RegExp | string) => (f: Focused) => (typeof name === 'string' ? f.name === name : name.test(f.name))

test('a viewer does everything with the keyboard alone: log in, search, favorite, play, subtitles, speed, seek, leave, download, log out', async ({
  page,
}) => {
  await inEnglish(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Log in with phone and code.
  await page.goto('/login-phone')
  // The field takes the focus as the screen appears; Tab before that only passes the empty page.
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible()
  if ((await focused(page)).name !== 'Phone number') await tabTo(page, named('Phone number'))
  await page.keyboard.type(DEMO.free.slice(2))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/otp-input/)
  const code = await readOtp(page, `959${DEMO.free.slice(2)}`)
  if ((await focused(page)).name !== 'Enter the 6-digit code') await tabTo(page, named('Enter the 6-digit code'))
  await page.keyboard.type(code)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toBeVisible()
  await waitForServiceWorker(page)

  // Search, from the header's box.
  await tabTo(page, named('Search films and series'), { back: true })
  await page.keyboard.type('wild')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?.*query=wild/)

  // Open the title and add a favorite: the focus stays on the button, now pressed.
  await tabTo(page, (f) => f.role === 'a' && /Wild Asia/.test(f.name))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/content\?id=50/)
  await tabTo(page, named('Favorite'))
  await page.keyboard.press('Enter')
  const favorite = page.getByRole('button', { name: 'Favorite' })
  await expect(favorite).toHaveAttribute('aria-pressed', 'true')
  await expect(favorite).toBeFocused()

  // Play the first episode.
  await tabTo(page, (f) => f.href.includes(`contentChildId=${EPISODE}&`))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/player\\?contentChildId=${EPISODE}`))
  const player = page.getByRole('region', { name: 'Video player' })
  await expect.poll(async () => (await video(page))?.duration ?? 0, { timeout: 15_000 }).toBeGreaterThan(0)
  // The focus lands on the player, so Space and k play and pause from the start.
  await expect(player).toBeFocused()
  if ((await video(page))?.paused) await page.keyboard.press('k')
  await expect.poll(async () => (await video(page))?.paused).toBe(false)

  // Subtitles: the menu opens on the current choice, the arrows move, Enter chooses and returns to the button.
  await tabTo(page, named(/^Subtitles: /))
  await page.keyboard.press('Enter')
  const subtitlesMenu = page.getByRole('menu', { name: 'Subtitles' })
  await expect(subtitlesMenu).toBeVisible()
  // The controls stay up while the focus is in them, however long the viewer takes.
  await expect(page.locator('[data-controls]')).toHaveAttribute('data-controls', 'shown')
  await page.keyboard.press('Home')
  expect(await focused(page)).toMatchObject({ role: 'menuitemradio', name: 'Off' })
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  expect(await focused(page)).toMatchObject({ role: 'menuitemradio', name: 'English' })
  await page.keyboard.press('Enter')
  await expect(subtitlesMenu).toHaveCount(0)
  expect(await focused(page)).toMatchObject({ name: 'Subtitles: English' })

  // Speed: one step down the menu from 1× is 1.25×.
  await tabTo(page, named(/^Playback speed: /))
  expect((await focused(page)).name).toBe('Playback speed: 1×')
  await page.keyboard.press('Enter')
  expect(await focused(page)).toMatchObject({ role: 'menuitemradio', name: 'Normal' })
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  expect((await focused(page)).name).toBe('Playback speed: 1.25×')
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.playbackRate)).toBe(1.25)
  await expect(page.locator('[data-controls]')).toHaveAttribute('data-controls', 'shown')

  // Seek by 10 s on the slider, paused so the time holds still; it says where it is in words.
  await tabTo(page, named('Seek'), { back: true })
  await page.keyboard.press('k')
  await expect.poll(async () => (await video(page))?.paused).toBe(true)
  const slider = page.getByRole('slider', { name: 'Seek' })
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => Math.round((await video(page))?.time ?? -1)).toBe(20)
  await expect(slider).toHaveAttribute('aria-valuetext', /^20 seconds of \d+ seconds$/)
  await page.keyboard.press('ArrowLeft')
  await expect.poll(async () => Math.round((await video(page))?.time ?? -1)).toBe(10)
  await expect(slider).toHaveAttribute('aria-valuetext', /^10 seconds of \d+ seconds$/)

  // Leave the player with its Back button.
  await tabTo(page, named('Back'), { back: true })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/content\?id=50/)

  // Start a download: the sheet's radio group moves with the arrows.
  // The first episode's own button, not the series' "Download all".
  await tabTo(page, (f) => f.role === 'button' && /^Download/.test(f.name) && !/all/i.test(f.name))
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('dialog', { name: 'Download quality' })
  await expect(sheet).toBeVisible()
  // One Tab stop for the group, on the checked quality; Home moves to the first and checks it.
  await tabTo(page, (f) => f.role === 'radio')
  await expect(page.locator(':focus')).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Home')
  await expect(sheet.getByRole('radio').first()).toBeFocused()
  await expect(sheet.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true')
  await tabTo(page, (f) => f.role === 'button' && /^Download/.test(f.name))
  await page.keyboard.press('Enter')
  await expect(sheet).toBeHidden()
  await expect.poll(async () => (await downloadOf(page, EPISODE))?.state ?? null).not.toBeNull()

  // Log out, from the profile, confirming in the dialog.
  await tabTo(page, (f) => f.href.startsWith('/profile'), { back: true })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
  await tabTo(page, named('Logout'))
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog')
  await expect(confirm).toBeVisible()
  await tabTo(page, named('Logout'))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Logout Success' })).toBeVisible()
})
