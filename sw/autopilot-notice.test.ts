import { describe, expect, it } from 'vitest'
import { downloadHarness } from '../tests/helpers/download-harness'
import { readAutopilotState, updateAutopilotState, writeArrivedWords, type Arrived } from '../src/data/downloads/autopilot-store'
import type { AutopilotReport } from '../src/data/downloads/autopilot'
import { tellArrivedFromWorker } from './autopilot-notice'

const ARRIVED: Arrived = {
  items: [
    { episodeId: 12, titleId: 1, title: 'T', episodeTitle: 'Two', bytes: 201_000_000 },
    { episodeId: 13, titleId: 1, title: 'T', episodeTitle: 'Three', bytes: 199_000_000 },
  ],
  at: 0,
  seen: false,
  notified: false,
}
const report = (arrived: Arrived | null): AutopilotReport => ({ queued: [], held: [], resumed: [], arrived, next: null })

async function setUp(locale: 'en' | 'my') {
  const t = downloadHarness()
  await updateAutopilotState(t.db, (s) => ({ state: { ...s, arrived: ARRIVED }, out: undefined }))
  await writeArrivedWords(
    t.db,
    locale === 'my'
      ? { locale, title: 'ရောက်ပြီ', one: 'အပိုင်း ၁ ပိုင်း ({size} MB)', many: 'အပိုင်း {count} ပိုင်း ({size} MB)' }
      : {
          locale,
          title: 'Your episodes arrived overnight',
          one: '1 episode ({size} MB).',
          many: '{count} episodes arrived on the night pack ({size} MB).',
        },
  )
  const shown: Array<{ title: string; body?: string }> = []
  const target = {
    showNotification: async (title: string, options?: NotificationOptions) => void shown.push({ title, body: options?.body }),
  }
  return { t, shown, target }
}

describe("the worker's morning notification", () => {
  it('shows the words the page left, with the figures in the viewer’s digits, once', async () => {
    const { t, shown, target } = await setUp('my')
    expect(await tellArrivedFromWorker(t, report(ARRIVED), target, 'granted')).toBe(true)
    expect(shown).toEqual([{ title: 'ရောက်ပြီ', body: 'အပိုင်း ၂ ပိုင်း (၄၀၀ MB)' }])
    expect((await readAutopilotState(t.db)).arrived?.notified).toBe(true)
    expect(await tellArrivedFromWorker(t, report((await readAutopilotState(t.db)).arrived), target, 'granted')).toBe(false)
    expect(shown).toHaveLength(1)
  })

  it('shows nothing where notifications are not granted, and leaves the summary for the line on home', async () => {
    const { t, shown, target } = await setUp('en')
    expect(await tellArrivedFromWorker(t, report(ARRIVED), target, 'default')).toBe(false)
    expect(shown).toEqual([])
    expect((await readAutopilotState(t.db)).arrived).toMatchObject({ notified: false, seen: false })
  })

  it('stored words of the wrong shape (another version, a hostile script) show nothing', async () => {
    const { t, shown, target } = await setUp('en')
    await t.db.kv.put({ key: 'autopilot-words', value: { locale: 'en', title: 42 } })
    expect(await tellArrivedFromWorker(t, report(ARRIVED), target, 'granted')).toBe(false)
    expect(shown).toEqual([])
  })
})
