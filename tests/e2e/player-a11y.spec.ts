import type { Page } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { startPlaying, video } from './support/player.ts'

// Title 50's first episode: free, in English, with Burmese and English subtitles (seeded catalogue).
const EPISODE = 5001
test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '20' } })

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function openPlayer(page: Page, lang: 'en' | 'my'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('LANGUAGE', l), lang)
  await page.goto('/?checked=1')
  await logInThroughApi(page, DEMO.free)
  await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
  await startPlaying(page, lang === 'en' ? 'Play' : 'ဖွင့်ရန်')
  // Paused, the controls stay up and the slider's value holds still while the tree is read.
  await page.keyboard.press('k')
  await expect.poll(async () => (await video(page))?.paused).toBe(true)
}

interface AxNode {
  role?: { value?: string }
  name?: { value?: string }
  ignored?: boolean
}

/** What a screen reader is given for the player's controls: role, name and (for the slider) the value spoken. */
async function playerControls(page: Page): Promise<Array<{ role: string; name: string; value?: string }>> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  await cdp.detach()
  // Chromium's DevTools tree gives a slider's number as its "valuetext", even for aria-valuetext on an
  // ARIA slider; the words a screen reader is handed are read from the attribute instead.
  const words = (await page.getByRole('slider').getAttribute('aria-valuetext')) ?? ''
  return nodes
    .filter((n) => !n.ignored && ['button', 'slider'].includes(n.role?.value ?? ''))
    .map((n) => ({ role: n.role?.value ?? '', name: n.name?.value ?? '', ...(n.role?.value === 'slider' ? { value: words } : {}) }))
}

const byName = (controls: Array<{ role: string; name: string; value?: string }>) =>
  controls.map((c) => `${c.role}: ${c.name}${c.value === undefined ? '' : ` = ${c.value}`}`)

test('the player’s controls have their names and the slider its time in words, in English', async ({ page }) => {
  await openPlayer(page, 'en')
  const seen = byName(await playerControls(page))
  expect(seen).toEqual(
    expect.arrayContaining([
      'button: Back',
      'button: Back 10 seconds',
      expect.stringMatching(/^button: (Play|Pause)$/),
      'button: Forward 10 seconds',
      expect.stringMatching(/^slider: Seek = \d+ seconds? of 20 seconds$/),
      expect.stringMatching(/^button: Subtitles: (မြန်မာ|English|Off)$/),
      'button: Playback speed: 1×',
      'button: Keyboard shortcuts: on',
      expect.stringMatching(/^button: Quality: Auto/),
      'button: Full screen',
    ]),
  )
})

test('the player’s controls have their names and the slider its time in words, in Burmese with Myanmar digits', async ({ page }) => {
  await openPlayer(page, 'my')
  const seen = byName(await playerControls(page))
  expect(seen).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^button: (ဖွင့်ရန်|ခဏရပ်ရန်)$/),
      'button: ဖွင့်နှုန်း- ၁×',
      'button: ကီးဘုတ် ဖြတ်လမ်းများ- ဖွင့်',
      expect.stringMatching(/^slider: .+ = ၂၀ စက္ကန့် အနက် [၀-၉]+ စက္ကန့်$/),
    ]),
  )
})

test('axe finds nothing on the player, with each of its menus open', async ({ page }) => {
  await openPlayer(page, 'en')
  const region = page.getByRole('region', { name: 'Video player' })
  const scan = async (what: string) => {
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect.soft(violations.map((v) => `${what}: ${v.id} (${v.nodes.length})`)).toEqual([])
  }
  await scan('closed')
  for (const button of [/^Subtitles:/, /^Playback speed:/, /^Quality:/, /^Keyboard shortcuts:/]) {
    await region.getByRole('button', { name: button }).press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await scan(String(button))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
  }
})

test('with the single-key shortcuts turned off, k does nothing while the arrows still seek, and the choice is remembered', async ({
  page,
}) => {
  await openPlayer(page, 'en')
  const region = page.getByRole('region', { name: 'Video player' })
  await region.getByRole('button', { name: 'Keyboard shortcuts: on' }).press('Enter')
  await expect(page.getByRole('menuitemradio', { name: 'On' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(region.getByRole('button', { name: 'Keyboard shortcuts: off' })).toBeFocused()
  await page.keyboard.press('k')
  await page.keyboard.press('>')
  expect(await video(page)).toMatchObject({ paused: true })
  expect(await page.evaluate(() => document.querySelector('video')?.playbackRate)).toBe(1)
  await page.getByRole('slider', { name: 'Seek' }).press('Home')
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => Math.round((await video(page))?.time ?? -1)).toBe(10)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Keyboard shortcuts: off' })).toBeAttached({
    timeout: 15_000,
  })
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  /** The player's controls smaller than 44 × 44 px, by name. */
  const smallTargets = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role="region"] button, [role="region"] input, [role="region"] [role^="menuitem"]')]
        .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent ?? '', box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    )

  test('every control of the player and of its menus is at least 44 × 44 px', async ({ page }) => {
    await openPlayer(page, 'en')
    expect(await smallTargets(page)).toEqual([])
    const region = page.getByRole('region', { name: 'Video player' })
    for (const button of [/^Subtitles:/, /^Playback speed:/, /^Quality:/, /^Keyboard shortcuts:/]) {
      await region.getByRole('button', { name: button }).press('Enter')
      await expect(page.getByRole('menu')).toBeVisible()
      expect.soft(await smallTargets(page), String(button)).toEqual([])
      await page.keyboard.press('Escape')
    }
  })

  test('at 200 % text, Speed, Quality and Full screen stay on the screen', async ({ page }) => {
    await openPlayer(page, 'en')
    // The viewer's text size at 200 % (through the style object: the page's CSP refuses a style tag).
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
    const region = page.getByRole('region', { name: 'Video player' })
    for (const name of [/^Playback speed:/, /^Quality:/, /^Full screen$/]) {
      const box = await region.getByRole('button', { name }).boundingBox()
      expect(box, String(name)).not.toBeNull()
      expect.soft(box!.x, String(name)).toBeGreaterThanOrEqual(0)
      expect.soft(box!.x + box!.width, String(name)).toBeLessThanOrEqual(360)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
