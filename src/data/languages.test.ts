import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { dataHarness } from '../../tests/helpers/data-harness'
import { json, networkDown, type SeenRequest } from '../../tests/helpers/fake-fetch'
import { SAMPLE, notification, paged } from '../../tests/helpers/samples'
import type { Locale } from '../i18n/locales'
import { readHome, readPopup, refreshHome, refreshPopup } from './catalogue'
import { readPromotion, refreshPromotion } from './docs'
import { readPagedList, refreshList } from './paged/store'
import { notificationsList } from './paged/lists'
import { AppDb } from './db'

// A server whose words follow Accept-Language, as the real one's do.
const words = { my: 'ထွက်ရှိခါစ', en: 'New Releases' } as const
function server(req: SeenRequest) {
  const lang: Locale = req.headers['accept-language'] === 'en' ? 'en' : 'my'
  const w = words[lang]
  const path = req.url.pathname
  if (path === '/v1/home') return json({ ...SAMPLE.home, sections: [{ ...SAMPLE.home.sections[0], sectionInfo: { id: 1, name: w } }] })
  if (path === '/v1/popup') return json({ id: 1, contentChild: null, promotion: { id: 1, title: w, summary: w, bannerImage: '/b.webp' } })
  if (path === '/v1/promotion/1') return json({ ...SAMPLE.promotion, title: w })
  if (path === '/v1/notification') return json(paged([{ ...notification(1), title: w }]))
  return json({}, 404)
}

async function fetchAll(h: ReturnType<typeof dataHarness>, locale: Locale) {
  for (const r of [
    await refreshHome(h.deps, locale),
    await refreshPopup(h.deps, locale),
    await refreshPromotion(h.deps, 1, locale),
    await refreshList(h.deps, notificationsList, { locale }),
  ])
    expect(r.ok).toBe(true)
}

async function shown(h: ReturnType<typeof dataHarness>, locale: Locale) {
  const home = await readHome(h.db, locale)
  const popup = await readPopup(h.db, locale)
  const promotion = await readPromotion(h.db, 1, locale)
  const notes = await readPagedList(h.db, notificationsList, { locale })
  return {
    section: home?.data.sections[0]?.sectionInfo.name ?? null,
    popup: popup?.data?.promotion?.title ?? null,
    promotion: promotion?.data.title ?? null,
    notification: notes.items[0]?.title ?? null,
  }
}
const all = (w: string | null) => ({ section: w, popup: w, promotion: w, notification: w })

describe("the device keeps the server's words in each language apart", () => {
  it('asks in the language it stores under', async () => {
    const h = dataHarness(server)
    await h.login(1)
    await fetchAll(h, 'en')
    expect(h.seen.map((r) => r.headers['accept-language'])).toEqual(['en', 'en', 'en', 'en'])
  })

  it('offline, each language shows what was fetched in it, after fetching the other one last', async () => {
    const h = dataHarness(server)
    await h.login(1)
    await fetchAll(h, 'en')
    await fetchAll(h, 'my')
    h.setRoute(networkDown)
    expect(await shown(h, 'en')).toEqual(all(words.en))
    expect(await shown(h, 'my')).toEqual(all(words.my))
  })

  it("a language never fetched shows nothing rather than the other language's copy", async () => {
    const h = dataHarness(server)
    await h.login(1)
    await fetchAll(h, 'en')
    expect(await shown(h, 'my')).toEqual(all(null))
  })
})

describe('upgrading a device that stored answers before they were kept per language', () => {
  afterEach(() => Dexie.delete('languages-upgrade'))

  it('drops the copies of unknown language and keeps the rest', async () => {
    const old = new Dexie('languages-upgrade')
    old
      .version(1)
      .stores({ home: '&key', popup: '&key', notificationPages: '&[list+page], list', listState: '&key, scope', content: '&id' })
    old.version(2).stores({ docs: '&key' })
    await old.open()
    await old.table('home').put({ key: 'home', data: SAMPLE.home, fetchedAt: 1 })
    await old.table('popup').put({ key: 'popup', data: SAMPLE.popup, fetchedAt: 1 })
    await old.table('docs').bulkPut([
      { key: 'promotion:1', data: SAMPLE.promotion, fetchedAt: 1 },
      { key: 'article:faq:en', data: SAMPLE.article, fetchedAt: 1 },
    ])
    await old.table('notificationPages').put({ list: 'me', page: 1, items: [notification(1)], fetchedAt: 1 })
    await old.table('content').put({ id: 1, data: SAMPLE.content, fetchedAt: 1 })
    old.close()

    const db = new AppDb('languages-upgrade')
    await db.open()
    expect(await db.home.count()).toBe(0)
    expect(await db.popup.count()).toBe(0)
    expect(await db.notificationPages.count()).toBe(0)
    expect((await db.docs.toArray()).map((r) => r.key)).toEqual(['article:faq:en'])
    expect(await db.content.count()).toBe(1)
    db.close()
  })
})
