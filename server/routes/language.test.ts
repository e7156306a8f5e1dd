/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies read loosely in tests */
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeTestApp, tempDir } from '../test-support/harness.ts'
import { openDb } from '../db/open.ts'
import { loadSeed } from '../db/load-seed.ts'
import { startServer, type RunningServer } from '../server.ts'
import { fixtureCatalogue } from '../test-support/fixture-catalogue.ts'

const lang = (value: string | undefined): Record<string, string> => (value === undefined ? {} : { 'Accept-Language': value })

/** What each call says in words, so one assertion covers the language of all of them. */
async function words(header: string | undefined) {
  const t = makeTestApp()
  const { token, userInfo } = await t.login('959420000002')
  const headers = lang(header)
  const home = await t.call('GET', '/v1/home', { headers })
  const popup = await t.call('GET', '/v1/popup', { headers })
  const promotion = await t.call('GET', '/v1/promotion/1', { headers })
  const payment = await t.call('GET', `/v1/payment?userId=${userInfo.id}`, { headers, token: token.accessToken })
  const notifications = await t.call('GET', '/v1/notification', { headers, token: token.accessToken })
  for (const r of [home, popup, promotion, payment, notifications]) expect(r.status).toBe(200)
  return {
    sections: home.body.sections.map((s: any) => s.sectionInfo.name),
    popup: [popup.body.promotion.title, popup.body.promotion.summary],
    promotion: [promotion.body.title, promotion.body.summary, promotion.body.detailsBody],
    // The promotions' art carries words too.
    art: [home.body.promotionBanners[0].bannerImage, popup.body.promotion.bannerImage, promotion.body.detailsImage],
    plans: payment.body.mpt.plans.map((p: any) => [p.title, p.description]),
    notifications: notifications.body.items.map((n: any) => n.title),
  }
}

const BURMESE = {
  sections: ['ခေတ်စားနေသော', 'အသစ်'],
  popup: ['သင်္ကြန် လျှော့ဈေး', 'ဈေးတစ်ဝက်'],
  promotion: ['သင်္ကြန် လျှော့ဈေး', 'ဈေးတစ်ဝက်', '<p>တစ်ပတ်လုံး ဈေးတစ်ဝက်။</p>'],
  art: ['/images/promotions/1.webp', '/images/promotions/1.webp', '/images/promotions/1-details.webp'],
  plans: [
    ['နေ့စဉ်', '၁ ရက်'],
    ['အပတ်စဉ်', '၇ ရက်'],
  ],
  notifications: ['ရုပ်ရှင်သစ်', 'သတင်းဟောင်း'],
}
const ENGLISH = {
  sections: ['Popular', 'New'],
  popup: ['Thingyan Offer', 'Half price'],
  promotion: ['Thingyan Offer', 'Half price', '<p>Half price for a week.</p>'],
  art: ['/images/promotions/1-en.webp', '/images/promotions/1-en.webp', '/images/promotions/1-details-en.webp'],
  plans: [
    ['Daily', '1 day'],
    ['Weekly', '7 days'],
  ],
  notifications: ['New film', 'Old news'],
}

describe('the catalogue speaks the language the caller asks for', () => {
  it.each([
    ['en', ENGLISH],
    ['en-US,en;q=0.9,my;q=0.5', ENGLISH],
    ['my', BURMESE],
    ['my-MM,en;q=0.5', BURMESE],
    ['fr,en;q=0.8,my;q=0.9', BURMESE],
  ])('Accept-Language %j: sections, popup, promotion, plans and notifications', async (header, expected) => {
    expect(await words(header)).toEqual(expected)
  })

  it('with no Accept-Language, everything is in Burmese, the default', async () => {
    expect(await words(undefined)).toEqual(BURMESE)
  })

  it.each([['en;q=2'], ['en;q=abc'], ['en;q=0.5555'], ['<script>'], [';;;,,,'], ['en;q=0'], ['x'.repeat(4000)], ['fr, de']])(
    'a malformed or foreign header (case %#) gets Burmese, never an error',
    async (header) => {
      expect(await words(header)).toEqual(BURMESE)
    },
  )

  it('a plan keeps its Burmese titleMM and descriptionMM whatever the language', async () => {
    const t = makeTestApp()
    const { token, userInfo } = await t.login('959420000002')
    const { body } = await t.call('GET', `/v1/payment?userId=${userInfo.id}`, { headers: lang('en'), token: token.accessToken })
    expect(body.mpt.plans[0]).toMatchObject({ titleMM: 'နေ့စဉ်', descriptionMM: '၁ ရက်', title: 'Daily', description: '1 day' })
  })
})

describe("no cache hands one language's answer to the other", () => {
  it.each([['/v1/home'], ['/v1/popup'], ['/v1/promotion/1'], ['/v1/app-articles?type=faq']])(
    '%s varies with Accept-Language and says its language',
    async (path) => {
      const t = makeTestApp()
      const res = await t.request('GET', path, { headers: lang('en') })
      expect(res.headers.get('vary') ?? '').toMatch(/accept-language/i)
      expect(res.headers.get('content-language')).toBe('en')
    },
  )

  it("the Burmese answer's ETag does not validate the English one", async () => {
    const t = makeTestApp()
    const my = await t.request('GET', '/v1/home', { headers: lang('my') })
    const etag = my.headers.get('etag')
    expect(etag).toBeTruthy()
    const en = await t.request('GET', '/v1/home', { headers: { ...lang('en'), 'If-None-Match': etag ?? '' } })
    expect(en.status).toBe(200)
    expect(en.headers.get('etag')).not.toBe(etag)
    const again = await t.request('GET', '/v1/home', { headers: { ...lang('my'), 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('vary') ?? '').toMatch(/accept-language/i)
  })
})

describe('a database seeded before the catalogue spoke both languages', () => {
  let running: RunningServer | null = null
  afterEach(async () => {
    await running?.close()
    running = null
  })

  it('gains the English words on start, and keeps everything else', async () => {
    const dataDir = tempDir()
    const old = openDb(join(dataDir, 'app.db'))
    loadSeed(old, fixtureCatalogue, Date.now(), { demo: true })
    old.exec(`DROP TABLE section_texts; DROP TABLE promotion_texts; DROP TABLE plan_texts;
      DELETE FROM meta WHERE key = 'texts_version'`)
    old.close()
    running = await startServer({ port: 0, dataDir, catalogue: fixtureCatalogue, log: () => {}, staticDir: tempDir('nodist-') })
    const en = await fetch(`${running.url}/v1/home`, { headers: lang('en') }).then((r) => r.json() as Promise<any>)
    expect(en.sections.map((s: any) => s.sectionInfo.name)).toEqual(['Popular', 'New'])
    expect(en.banners).toHaveLength(2)
    const my = await fetch(`${running.url}/v1/promotion/1`).then((r) => r.json() as Promise<any>)
    expect(my.title).toBe('သင်္ကြန် လျှော့ဈေး')
  })
})
