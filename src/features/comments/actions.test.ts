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

/** Viewer 1 posts `draft` on title 1. */
async function post(draft: string) {
  const h = syncHarness()
  await h.login(1)
  return {
    h,
    res: await postComment(
      h.context(),
      { contentId: 1, title: 'T', draft },
      createToastStore(() => 0),
    ),
  }
}

describe('writing a comment', () => {
  it('converts a draft typed in Zawgyi to Unicode before it is queued', async () => {
    const { h, res } = await post(' ျမန္မာ ဇာတ္ကား ')
    expect(res).toEqual({ ok: true, text: 'မြန်မာ ဇာတ်ကား' })
    expect(await queuedTexts(h)).toEqual(['မြန်မာ ဇာတ်ကား'])
  })

  it('an empty or whitespace-only draft is not queued: the composer says "Enter comment first"', async () => {
    for (const draft of ['', ' \n  ']) {
      const { h, res } = await post(draft)
      expect(res).toEqual({ ok: false, problem: 'empty' })
      expect(await h.db.outbox.count()).toBe(0)
    }
  })

  it('a draft over 500 characters is not queued', async () => {
    const { h, res } = await post('က'.repeat(501))
    expect(res).toEqual({ ok: false, problem: 'tooLong' })
    expect(await h.db.outbox.count()).toBe(0)
  })
})
