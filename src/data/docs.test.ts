import { describe, expect, it } from 'vitest'
import { dataHarness } from '../../tests/helpers/data-harness'
import { json, networkDown } from '../../tests/helpers/fake-fetch'
import { SAMPLE } from '../../tests/helpers/samples'
import { articleKey, readArticle, readPromotion, refreshArticle, refreshPromotion } from './docs'

describe('promotions and articles kept for offline reading', () => {
  it('a fetched promotion reads back from storage, and stays when the network is gone', async () => {
    const h = dataHarness(() => json(SAMPLE.promotion))
    expect(await readPromotion(h.db, 1, 'my')).toBeNull()
    expect((await refreshPromotion(h.deps, 1, 'my')).ok).toBe(true)
    h.setRoute(networkDown)
    const again = await refreshPromotion(h.deps, 1, 'my')
    expect(again.ok ? null : again.failure.type).toBe('InternetConnectionFailure')
    expect(await readPromotion(h.db, 1, 'my')).toEqual({ data: SAMPLE.promotion, fetchedAt: h.clock.now() })
  })

  it('refuses an id that cannot exist without asking the server', async () => {
    const h = dataHarness(() => json(SAMPLE.promotion))
    const res = await refreshPromotion(h.deps, 0, 'my')
    expect(res.ok ? null : res.failure.type).toBe('NotFoundFailure')
    expect(h.seen).toHaveLength(0)
  })

  it('keeps each language of an article apart', async () => {
    const h = dataHarness(() => json(SAMPLE.article))
    await refreshArticle(h.deps, 'faq', 'en')
    expect((await readArticle(h.db, 'faq', 'en'))?.data).toEqual(SAMPLE.article)
    expect(await readArticle(h.db, 'faq', 'my')).toBeNull()
  })

  it('treats a damaged stored article as absent', async () => {
    const h = dataHarness()
    await h.db.docs.put({ key: articleKey('faq', 'my'), data: { articleHTML: 42 }, fetchedAt: 1 })
    expect(await readArticle(h.db, 'faq', 'my')).toBeNull()
  })
})
