import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toasts } from '../../../ui/toast/toast-store'
import { i18n } from '@lingui/core'
import { syncHarness } from '../../../../tests/helpers/sync-harness'
import { renderInRouter } from '../../../../tests/setup/render-in-router'
import { downloadRow, testDownloads } from '../../../../tests/helpers/download-rows'
import { messages as myMessages } from '../../../locales/my/messages.po'
import { provideDownloads } from '../engine'
import { DownloadsPage } from './DownloadsPage'

afterEach(() => cleanup())

async function page(received?: string) {
  const h = syncHarness()
  await h.login(1)
  // The phone has no network: every request fails as a fetch does offline.
  const services = h.context({ fetchWrapper: () => () => Promise.reject(new TypeError('Failed to fetch')) })
  const deps = { ...testDownloads(services), online: () => false }
  provideDownloads(services, deps)
  return { deps, render: () => renderInRouter(() => <DownloadsPage received={received} />, services, '/downloads') }
}

describe('sending and receiving on /downloads', () => {
  it('an episode that was sent waits to unlock, with neither Play nor Send', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.put(downloadRow({ episodeId: 3, state: 'locked', licenseId: null, licenseExpiresAt: null }))
    await render()
    const row = await screen.findByRole('listitem', { name: 'Episode 3' })
    expect(within(row).getByText('Waiting to unlock: connect once to watch')).toBeTruthy()
    expect(within(row).queryByRole('link', { name: 'Play' })).toBeNull()
    expect(within(row).queryByRole('button', { name: 'Send to a friend' })).toBeNull()
    expect(within(row).queryByRole('progressbar')).toBeNull()
  })

  it('a sent episode the viewer may not watch says why and offers to subscribe', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.put(downloadRow({ episodeId: 3, state: 'expired', problem: { kind: 'not-entitled' }, licenseId: null }))
    await render()
    const row = await screen.findByRole('listitem', { name: 'Episode 3' })
    expect(
      within(row).getByText('This episode needs a subscription. Subscribe within 7 days to watch it; it is deleted after that.'),
    ).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/payment?redirectRoute=%2Fdownloads')
  })

  it('a completed download offers Send to a friend; offline it says the network is needed once', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.put(downloadRow({ episodeId: 1, state: 'completed', licenseId: 'lic-1' }))
    await render()
    const send = await screen.findByRole('button', { name: 'Send to a friend' })
    await act(async () => fireEvent.click(send))
    await waitFor(() =>
      expect(toasts.getSnapshot().map((x) => x.message)).toContain(
        'Connect to the internet once to prepare this episode for sending. It takes a few KB.',
      ),
    )
  })

  it('a picked file that is not an episode is refused in words, and nothing is stored', async () => {
    const { deps, render } = await page()
    await render()
    const input = await screen.findByTestId('receive-input')
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])], 'photo.yokeshin')
    await act(async () => fireEvent.change(input, { target: { files: [file] } }))
    expect(await screen.findByText('This is not an episode file from Yoke Shin. Nothing was added.')).toBeTruthy()
    expect(await deps.db.downloads.count()).toBe(0)
  })

  it('a share that reached the server instead of the app (the worker was not in control) says the file did not arrive', async () => {
    const { deps, render } = await page('none')
    await render()
    expect(
      await screen.findByText(
        'The shared file did not reach the app. Open Yoke Shin once, then share it again, or add it with the button below.',
      ),
    ).toBeTruthy()
    expect(await deps.db.downloads.count()).toBe(0)
  })

  it('in Burmese, the waiting state has its own words', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.put(downloadRow({ episodeId: 3, state: 'locked', licenseId: null }))
    await render()
    await screen.findByText('Waiting to unlock: connect once to watch')
    act(() => {
      i18n.load('my', myMessages)
      i18n.activate('my')
    })
    try {
      expect(await screen.findByText('ဖွင့်ရန် စောင့်နေသည်- ကြည့်ရန် အင်တာနက်ကို တစ်ကြိမ် ချိတ်ဆက်ပါ')).toBeTruthy()
      expect(screen.getByRole('button', { name: 'ပို့ပေးထားသော အပိုင်းကို ထည့်မည်' })).toBeTruthy()
    } finally {
      act(() => i18n.activate('en'))
    }
  })
})
