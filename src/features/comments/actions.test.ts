import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { syncHarness } from '../../../tests/helpers/sync-harness'
import { createToastStore } from '../../ui/toast/toast-store'
import { parseOutboxRow } from '../../data/sync/ops'
import { postComment } from './actions'

beforeAll(() => {
  i18n.load('en', {})
  i18n.activate('en')
})

async function queuedTexts(h: ReturnType<typeof syncHarness>) {
  return (await h.db.outbox.toArray()).map((r) => {
    const op = parseOutboxRow(r)?.op
    return op?.kind === 'comment' ? op.text : null
  })
}

describe('writing a comment', () => {
  it('converts a draft typed in Zawgyi to Unicode before it is queued', async () => {
    const h = syncHarness()
    await h.login(1)
    const services = h.context()
    const res = await postComment(
      services,
      { contentId: 1, title: 'T', draft: ' ျမန္မာ ဇာတ္ကား ' },
      createToastStore(() => 0),
    )
    expect(res).toEqual({ ok: true, text: 'မြန်မာ ဇာတ်ကား' })
    expect(await queuedTexts(h)).toEqual(['မြန်မာ ဇာတ်ကား'])
  })

  it('an empty or whitespace-only draft is not queued: the composer says "Enter comment first"', async () => {
    const h = syncHarness()
    await h.login(1)
    const services = h.context()
    for (const draft of ['', ' \n  ']) {
      expect(
        await postComment(
          services,
          { contentId: 1, title: 'T', draft },
          createToastStore(() => 0),
        ),
      ).toEqual({ ok: false, problem: 'empty' })
    }
    expect(await h.db.outbox.count()).toBe(0)
  })

  it('a draft over 500 characters is not queued', async () => {
    const h = syncHarness()
    await h.login(1)
    const res = await postComment(
      h.context(),
      { contentId: 1, title: 'T', draft: 'က'.repeat(501) },
      createToastStore(() => 0),
    )
    expect(res).toEqual({ ok: false, problem: 'tooLong' })
  })
})
