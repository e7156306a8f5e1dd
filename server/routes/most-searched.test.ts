import { describe, expect, it } from 'vitest'
import { DAY, makeTestApp, type TestApp } from '../test-support/harness.ts'
import { callFrom } from '../test-support/clients.ts'
import { fixtureCatalogue } from '../test-support/fixture-catalogue.ts'

const BILLBOARD = '<img src=x onerror=alert(1)> CALL 09-999 FOR FREE PREMIUM'
const search = (t: TestApp, from: string, query: string) =>
  callFrom(t, from, 'GET', `/v1/search/content?query=${encodeURIComponent(query)}`)
const shown = async (t: TestApp) => (await t.call<{ items: string[] }>('GET', '/v1/search/most-searched')).body.items

describe('most searched as a billboard', () => {
  it('30 anonymous searches from one client for a script-laden advert do not put it in Most searched', async () => {
    const t = makeTestApp()
    for (let i = 0; i < 30; i++) await search(t, '203.0.113.9', BILLBOARD)
    expect(await shown(t)).not.toContain(BILLBOARD)
    expect((await shown(t)).join(' ')).not.toMatch(/CALL|<img/i)
  })

  it('an advert searched by many clients is still not shown when it finds nothing', async () => {
    const t = makeTestApp()
    for (let i = 0; i < 10; i++) await search(t, `192.0.2.${i + 1}`, 'CALL 09-999 FOR FREE')
    expect(await shown(t)).not.toContain('CALL 09-999 FOR FREE')
  })

  it('one client repeating a query that finds titles, day after day, does not reach the list', async () => {
    const t = makeTestApp()
    for (let day = 0; day < 5; day++) {
      for (let i = 0; i < 10; i++) await search(t, '203.0.113.9', 'Filler Film 7')
      t.advance(DAY)
    }
    expect(await shown(t)).not.toContain('Filler Film 7')
  })

  it('one signed-in user searching from many addresses is still one viewer', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    for (let i = 0; i < 5; i++) {
      await callFrom(t, `192.0.2.${i + 1}`, 'GET', '/v1/search/content?query=Filler%20Film%207', { token: token.accessToken })
    }
    expect(await shown(t)).not.toContain('Filler Film 7')
  })

  it('a query three viewers found titles with is shown, counted once per viewer a day', async () => {
    const t = makeTestApp()
    for (let v = 0; v < 3; v++) for (let i = 0; i < 5; i++) await search(t, `192.0.2.${v + 1}`, 'Filler Film 7')
    expect(await shown(t)).toContain('Filler Film 7')
    const row = t.db.prepare(`SELECT count FROM search_queries WHERE key = 'filler film 7'`).get() as { count: number }
    expect(row.count).toBe(3)
  })

  it('case and spacing variants of a query are one query', async () => {
    const t = makeTestApp()
    await search(t, '192.0.2.1', 'filler film 7')
    await search(t, '192.0.2.2', '  FILLER   Film 7 ')
    await search(t, '192.0.2.3', 'Filler Film 7')
    expect(await shown(t)).toContain('Filler Film 7')
  })

  it('a query typed in Zawgyi and in Unicode is one query, shown in Unicode', async () => {
    const t = makeTestApp()
    const zawgyi = 'ေ႐ႊၿမိဳ႕ေတာ္'
    const unicode = 'ရွှေမြို့တော်'
    expect((await search(t, '192.0.2.1', zawgyi)).body.items.length).toBeGreaterThan(0)
    await search(t, '192.0.2.2', zawgyi)
    await search(t, '192.0.2.3', unicode)
    const items = await shown(t)
    expect(items).toContain(unicode)
    expect(items).not.toContain(zawgyi)
  })

  it('a long query is never shown, however many viewers found titles with it', async () => {
    const LONG = 'A Film Whose Title Runs On Far Longer Than Any Search Should'
    const base = fixtureCatalogue.titles[2]!
    const t = makeTestApp({
      catalogue: {
        ...fixtureCatalogue,
        titles: [...fixtureCatalogue.titles, { ...base, id: 99, title: LONG, episodes: base.episodes.map((e) => ({ ...e, id: 9900 })) }],
      },
    })
    for (let v = 0; v < 5; v++) expect((await search(t, `192.0.2.${v + 1}`, LONG)).body.items.length).toBe(1)
    expect(await shown(t)).not.toContain(LONG)
  })
})
