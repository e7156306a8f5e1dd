import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { syncHarness } from '../../../tests/helpers/sync-harness'
import { renderInRouter } from '../../../tests/setup/render-in-router'
import { messages as myMessages } from '../../locales/my/messages.po'
import { meterDb, recordBytes } from '../../data/meter'
import { MeterSection } from './MeterSection'

afterEach(() => cleanup())

const cell = (category: string, span: string) => document.querySelector(`tr[data-meter="${category}"] td[data-span="${span}"]`)?.textContent

describe('the meter on the data screen', () => {
  it('shows today’s bytes per category and in all, and says the operator may count differently', async () => {
    await meterDb().days.clear()
    await recordBytes('watching', 120_000_000)
    await recordBytes('downloads', 3_400_000)
    await recordBytes('browsing', 800_000)
    await renderInRouter(() => <MeterSection />, syncHarness().context(), '/data-saver')
    await waitFor(() => expect(cell('watching', 'today')).toBe('120'))
    expect(cell('downloads', 'today')).toBe('3.4')
    expect(cell('browsing', 'today')).toBe('0.8')
    expect(cell('total', 'today')).toBe('124')
    expect(screen.getByText(/its figure may differ a little/)).toBeTruthy()
  })

  it('in Burmese, the figures use Myanmar digits', async () => {
    await meterDb().days.clear()
    await recordBytes('watching', 120_000_000)
    await renderInRouter(() => <MeterSection />, syncHarness().context(), '/data-saver')
    await waitFor(() => expect(cell('watching', 'today')).toBe('120'))
    act(() => {
      i18n.load('my', myMessages)
      i18n.activate('my')
    })
    try {
      await waitFor(() => expect(cell('watching', 'today')).toBe('၁၂၀'))
      expect(document.body.textContent).toMatch(/ဤအက်ပ် သုံးခဲ့သော ဒေတာ/)
    } finally {
      act(() => i18n.activate('en'))
    }
  })
})
