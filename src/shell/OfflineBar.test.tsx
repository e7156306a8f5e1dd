import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { catalogueReady, i18n } from '../i18n/i18n'
import { createConnectivity } from '../api/connectivity'
import { OfflineBar, StorageNotice } from './OfflineBar'

afterEach(cleanup)
// The bar's strings are in the second catalogue (it mounts after the first paint).
beforeAll(() => catalogueReady('my'))

const wrap = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)

describe('offline bar', () => {
  it('appears when a request finds no network and goes when one succeeds', () => {
    i18n.activate('my')
    const store = createConnectivity()
    wrap(<OfflineBar store={store} />)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => store.report(false))
    expect(screen.getByRole('status').textContent).toBe('အင်တာနက် မရှိပါ — သိမ်းထားသော အကြောင်းအရာကို ပြသနေသည်')
    act(() => store.report(true))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says when the device cannot keep data', () => {
    i18n.activate('my')
    wrap(<StorageNotice persistent={false} />)
    expect(screen.getByRole('note').textContent).toContain('သိမ်းဆည်း၍ မရပါ')
  })
})
