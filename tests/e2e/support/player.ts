import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** What a test reads of the page's video element, or null before there is one. */
export const video = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video')
    return v ? { time: v.currentTime, paused: v.paused, duration: v.duration } : null
  })

/**
 * The player starts by itself where autoplay is allowed; where it is refused, the viewer taps Play
 * (`playLabel`, the button's name in the page's language).
 */
export async function startPlaying(page: Page, playLabel: string): Promise<void> {
  await expect.poll(async () => (await video(page))?.duration ?? 0, { timeout: 15_000 }).toBeGreaterThan(0)
  const started = await page
    .waitForFunction(() => document.querySelector('video')?.paused === false, undefined, { timeout: 3_000 })
    .then(
      () => true,
      () => false,
    )
  if (!started) {
    await page.getByRole('region').hover()
    await page.getByRole('region').getByRole('button', { name: playLabel, exact: true }).click()
  }
}
