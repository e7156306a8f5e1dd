import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { syncHarness } from '../../../tests/helpers/sync-harness'
import { renderInRouter } from '../../../tests/setup/render-in-router'
import { meterDb, recordBytes, saveAllowance, allowanceState, MB } from '../../data/meter'
import { toasts } from '../../ui/toast/toast-store'
import { AllowanceWarning } from './AllowanceWarning'

afterEach(() => cleanup())

describe('the daily warning', () => {
  it('names today’s use in a toast once the warning amount is reached, and only once a day', async () => {
    const db = meterDb()
    await db.days.clear()
    await db.kv.clear()
    await saveAllowance({ warnMb: 5 })
    const shown: string[] = []
    const off = toasts.subscribe(() => {
      const last = toasts.getSnapshot().at(-1)
      if (last && !shown.includes(last.message)) shown.push(last.message)
    })
    await renderInRouter(() => <AllowanceWarning />, syncHarness().context(), '/')
    await act(() => recordBytes('watching', 4 * MB))
    expect(shown).toEqual([])
    await act(() => recordBytes('browsing', 2 * MB))
    await waitFor(() => expect(shown).toEqual(['This app has used 6 MB of data today, past the amount you asked to be warned at.']))
    expect((await allowanceState()).warnDue).toBe(false)
    await act(() => recordBytes('watching', 3 * MB))
    expect(shown).toHaveLength(1)
    off()
  })
})
