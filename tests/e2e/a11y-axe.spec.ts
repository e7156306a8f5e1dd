import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { ROUTES, openIn, settle, visit, type Lang } from './support/a11y.ts'

// axe over every screen and dialog outside the player, in each combination a viewer arrives in.
// One context per combination, the screens visited in a loop; no video plays on these screens.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

interface Combo {
  lang: Lang
  width: number
  loggedIn: boolean
  dark?: boolean
}

const EVERY: Combo[] = []
for (const loggedIn of [false, true])
  for (const lang of ['my', 'en'] as const) for (const width of [360, 1280]) EVERY.push({ lang, width, loggedIn })
EVERY.push({ lang: 'my', width: 360, loggedIn: true, dark: true })
// A combination takes a minute or more on two shared cores: the suite runs two that between them
// cover each kind (phone and desktop, both languages, logged out and in, light and dark);
// AXE_ALL=1 runs all nine.
const COMBOS: Combo[] = process.env.AXE_ALL
  ? EVERY
  : [
      { lang: 'my', width: 360, loggedIn: false },
      { lang: 'en', width: 1280, loggedIn: true, dark: true },
    ]

interface Finding {
  where: string
  rule: string
  impact: string
  targets: string[]
}

async function audit(page: Page, where: string, include?: string): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank tab per audit to merge frames' results,
  // and these screens have no frames.
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode()
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations.map((v) => ({
    where,
    rule: v.id,
    impact: v.impact ?? 'none',
    targets: v.nodes.map((n) => n.target.join(' ')),
  }))
}

/** Opens a dialog with `open`, audits it, and closes it with Escape. */
async function auditDialog(page: Page, where: string, open: () => Promise<void>): Promise<Finding[]> {
  await open()
  const dialog = page.locator('dialog[open]')
  await expect(dialog).toBeVisible()
  const found = await audit(page, where)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  return found
}

const name = (c: Combo) => `${c.loggedIn ? 'logged in' : 'logged out'}, ${c.lang}, ${c.width} px${c.dark ? ', dark' : ''}`

for (const combo of COMBOS) {
  test.describe(name(combo), () => {
    test.use({ viewport: { width: combo.width, height: 800 }, colorScheme: combo.dark ? 'dark' : 'light' })

    test('axe finds nothing on any screen or dialog', async ({ page }) => {
      test.setTimeout(300_000)
      const found: Finding[] = []
      await openIn(page, combo.lang, { popupSeen: false })
      if (combo.loggedIn) await logInThroughApi(page, DEMO.premium)
      else await page.reload()

      // Home opens with its promotion popup the first time.
      await settle(page, combo.lang)
      found.push(...(await auditDialog(page, '/ popup', async () => {})))

      for (const path of ROUTES) {
        await visit(page, path, combo.lang)
        found.push(...(await audit(page, path)))
      }

      await visit(page, '/content?id=3', combo.lang)
      if (combo.loggedIn) {
        // The pressed favorite's colours, which no screen shows until the viewer presses it.
        const favorite = page.locator('main button[aria-pressed]').first()
        await favorite.click()
        await expect(favorite).toHaveAttribute('aria-pressed', 'true')
        found.push(...(await audit(page, '/content favorite pressed', 'main')))
      }
      const download = page
        .locator('main')
        .getByRole('button', { name: /download|ဒေါင်းလုဒ်/i })
        .first()
      if (combo.loggedIn && (await download.count()) > 0) {
        found.push(...(await auditDialog(page, '/content download dialog', () => download.click())))
      }
      if (combo.loggedIn) {
        await visit(page, '/profile', combo.lang)
        const logout = page
          .locator('main')
          .getByRole('button', { name: /logout|ထွက်/i })
          .first()
        found.push(...(await auditDialog(page, '/profile logout dialog', () => logout.click())))
      }

      const summary = found.map((f) => `${f.where} ${f.rule} (${f.impact}) ×${f.targets.length}: ${f.targets.slice(0, 3).join(', ')}`)
      console.log(`axe ${name(combo)}: ${found.reduce((n, f) => n + f.targets.length, 0)} nodes\n${summary.join('\n')}`)
      expect(summary).toEqual([])
    })
  })
}
