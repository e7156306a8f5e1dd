import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { catalogueReady, i18n } from '../i18n/i18n'
import { createConnectivity } from '../api/connectivity'
import { OfflineBar, StorageNotice } from './OfflineBar'

afterEach(cleanup)
// The bar's strings are in the second catalogue (it mounts after the first paint).
beforeAll(async () => {
  await catalogueReady('my')
  await catalogueReady('en')
})

const wrap = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
const bar = () => screen.queryByRole('status')?.textContent || null
// The bar's words wait a frame after it mounts (see OfflineBar).
const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())))

describe('offline bar', () => {
  it('says a slow server is slow, and claims saved content only while a screen shows some', async () => {
    i18n.activate('my')
    const store = createConnectivity()
    wrap(<OfflineBar store={store} />)
    await frame()
    expect(bar()).toBeNull()
    act(() => store.report('timeout'))
    expect(bar()).toBe('ဆာဗာက တုံ့ပြန်ရန် နှေးနေပါသည်')
    let release = () => {}
    act(() => {
      release = store.showSaved()
    })
    expect(bar()).toBe('ဆာဗာက တုံ့ပြန်ရန် နှေးနေပါသည် — သိမ်းထားသော အကြောင်းအရာကို ပြသနေသည်')
    act(() => release())
    act(() => store.report('answered'))
    expect(bar()).toBeNull()
  })

  it.each([
    ['my', 'offline', 'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ — သိမ်းထားသော အကြောင်းအရာကို ပြသနေသည်', 'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ'],
    ['my', 'unreachable', 'ဆာဗာကို ဆက်သွယ်၍ မရပါ — သိမ်းထားသော အကြောင်းအရာကို ပြသနေသည်', 'ဆာဗာကို ဆက်သွယ်၍ မရပါ'],
    ['en', 'offline', 'No internet connection — showing saved content', 'No internet connection'],
    ['en', 'unreachable', 'Can’t reach the server — showing saved content', 'Can’t reach the server'],
    ['en', 'slow', 'The server is slow to answer — showing saved content', 'The server is slow to answer'],
  ] as const)('%s: %s has its own words, with and without saved content', async (lang, reach, withSaved, alone) => {
    i18n.activate(lang)
    const store = createConnectivity()
    wrap(<OfflineBar store={store} />)
    await frame()
    act(() => {
      if (reach === 'offline') store.device(false)
      else store.report(reach === 'slow' ? 'timeout' : 'server-down')
    })
    expect(bar()).toBe(alone)
    act(() => void store.showSaved())
    expect(bar()).toBe(withSaved)
  })

  it('is a live region from the start, and a launch without network puts its words in after it', async () => {
    i18n.activate('en')
    const store = createConnectivity()
    store.device(false)
    wrap(<OfflineBar store={store} />)
    const region = screen.getByRole('status')
    expect(region.textContent).toBe('')
    await frame()
    expect(screen.getByRole('status')).toBe(region)
    expect(region.textContent).toBe('No internet connection')
  })

  it('says when the device cannot keep data', () => {
    i18n.activate('my')
    wrap(<StorageNotice persistent={false} />)
    expect(screen.getByRole('note').textContent).toContain('သိမ်းဆည်း၍ မရပါ')
  })
})
