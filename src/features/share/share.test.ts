import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { createToastStore } from '../../ui/toast/toast-store'
import { oneLine, shareLink, titleUrl } from './share'

const input = { title: 'Title', text: 'About it', url: 'https://watch.example/content?id=3' }

function clipboard() {
  const copied: string[] = []
  return { copied, clipboard: { writeText: async (s: string) => void copied.push(s) } as unknown as Clipboard }
}

beforeAll(() => {
  // Source messages: the toast's words are checked in English.
  i18n.load('en', {})
  i18n.activate('en')
})

describe('sharing a title', () => {
  it('opens the share sheet with the title, one line and the address where Web Share exists', async () => {
    const shared: ShareData[] = []
    const { clipboard: cb, copied } = clipboard()
    const toasts = createToastStore(() => 0)
    const outcome = await shareLink(input, { share: async (d?: ShareData) => void shared.push(d ?? {}), clipboard: cb }, toasts)
    expect(outcome).toBe('shared')
    expect(shared).toEqual([input])
    expect(copied).toEqual([])
  })

  it('copies the link and says so where Web Share is missing', async () => {
    const { clipboard: cb, copied } = clipboard()
    const toasts = createToastStore(() => 0)
    expect(await shareLink(input, { clipboard: cb } as never, toasts)).toBe('copied')
    expect(copied).toEqual([input.url])
    expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['success', 'Link copied']])
  })

  it('says nothing when the viewer closes the sheet', async () => {
    const toasts = createToastStore(() => 0)
    const abort = async () => {
      throw new DOMException('closed', 'AbortError')
    }
    expect(await shareLink(input, { share: abort, clipboard: clipboard().clipboard }, toasts)).toBe('cancelled')
    expect(toasts.getSnapshot()).toEqual([])
  })

  it('builds the title’s address and a one-line description', () => {
    expect(titleUrl(7, 'https://watch.example')).toBe('https://watch.example/content?id=7')
    expect(oneLine('\n  First line.  \nSecond')).toBe('First line.')
    expect(oneLine('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})
