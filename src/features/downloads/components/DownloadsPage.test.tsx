import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { syncHarness } from '../../../../tests/helpers/sync-harness'
import { renderInRouter } from '../../../../tests/setup/render-in-router'
import { DAY, MORNING, downloadRow, testDownloads } from '../../../../tests/helpers/download-rows'
import { messages as myMessages } from '../../../locales/my/messages.po'
import { provideDownloads } from '../engine'
import { DownloadsPage } from './DownloadsPage'

afterEach(() => cleanup())

async function page(o: Parameters<typeof testDownloads>[1] = {}, login = true) {
  const h = syncHarness()
  if (login) await h.login(1)
  const services = h.context()
  const deps = testDownloads(services, o)
  provideDownloads(services, deps)
  return { h, deps, services, render: () => renderInRouter(() => <DownloadsPage />, services, '/downloads') }
}

describe('/downloads', () => {
  it('with nothing downloaded: the empty state, the storage bar and the data plan', async () => {
    const { render } = await page()
    await render()
    expect(await screen.findByText('No downloads yet')).toBeTruthy()
    expect(screen.getByRole('meter', { name: 'Storage used' }).getAttribute('aria-valuetext')).toBe('15% used')
    expect(screen.getByText('Downloads: 0 MB')).toBeTruthy()
    expect(screen.getByText('600 MB used, 3,400 MB free')).toBeTruthy()
    expect((await screen.findByRole('switch', { name: 'Smart downloads' })).getAttribute('aria-checked')).toBe('true')
  })

  it('the storage bar says, in its own words, whether the browser keeps the downloads when space runs low', async () => {
    for (const [answer, words] of [
      [true, 'This browser keeps your downloads even when space runs low.'],
      [false, 'This browser may delete your downloads when space runs low.'],
      [undefined, 'This browser does not say whether it keeps your downloads when space runs low.'],
    ] as const) {
      const { deps, render } = await page()
      if (deps.storage) deps.storage.persisted = answer === undefined ? undefined : async () => answer
      await render()
      expect(await screen.findByText(words)).toBeTruthy()
      cleanup()
    }
  })

  it('groups the viewer’s downloads by title with episode, quality, size, progress and expiry', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.bulkPut([
      downloadRow({
        episodeId: 1,
        state: 'completed',
        bytesDone: 212_000_000,
        bytesTotal: 210_000_000,
        licenseExpiresAt: MORNING + 5.5 * DAY,
        completedAt: MORNING,
      }),
      downloadRow({ episodeId: 2, state: 'downloading', bytesDone: 120_000_000, quality: '720p' }),
      downloadRow({
        episodeId: 9,
        titleId: 8,
        title: 'Rain on Inle',
        episodeTitle: 'The film',
        state: 'expired',
        problem: { kind: 'subscription-ended' },
        bytesDone: 90_000_000,
      }),
      // Another viewer's download never shows.
      downloadRow({ episodeId: 5, userId: 2, title: 'Someone else', titleId: 9 }),
    ])
    await render()
    const golden = await screen.findByRole('region', { name: 'Golden Land' })
    expect(within(golden).getByText('Episode 1')).toBeTruthy()
    expect(within(golden).getByText('360p · 212 MB')).toBeTruthy()
    expect(within(golden).getByText('Downloaded')).toBeTruthy()
    expect(within(golden).getByText('Expires in 5 days')).toBeTruthy()
    expect(within(golden).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/player?contentChildId=1&isTrailer=false')
    expect(within(golden).getByText('Downloading')).toBeTruthy()
    expect(within(golden).getByText('720p · 500 MB')).toBeTruthy()
    expect(within(golden).getByText(/120 of 500 MB · 24%/)).toBeTruthy()
    const rain = screen.getByRole('region', { name: 'Rain on Inle' })
    expect(within(rain).getByText('Renew your subscription to watch')).toBeTruthy()
    expect(within(rain).getByRole('link', { name: 'Renew subscription' }).getAttribute('href')).toBe('/payment?redirectRoute=%2Fdownloads')
    expect(within(rain).queryByRole('link', { name: 'Play' })).toBeNull()
    expect(screen.queryByText('Someone else')).toBeNull()
    expect(screen.getByText('Downloads: 422 MB')).toBeTruthy()
  })

  it('a download under way with part of it stored offers to play what has arrived; one with nothing stored does not', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.bulkPut([
      downloadRow({ episodeId: 2, state: 'downloading', bytesDone: 120_000_000, segmentsDone: 30, segmentsTotal: 120 }),
      downloadRow({
        episodeId: 3,
        episodeTitle: 'Episode 3',
        state: 'paused',
        bytesDone: 40_000_000,
        segmentsDone: 10,
        segmentsTotal: 120,
      }),
      downloadRow({ episodeId: 4, episodeTitle: 'Episode 4', state: 'queued', bytesDone: 0, segmentsDone: 0, segmentsTotal: 0 }),
    ])
    await render()
    const links = await screen.findAllByRole('link', { name: 'Play what has arrived' })
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/player?contentChildId=2&isTrailer=false',
      '/player?contentChildId=3&isTrailer=false',
    ])
  })

  it('says each state in its own words', async () => {
    const { deps, render } = await page()
    await deps.db.kv.put({
      key: 'settings',
      value: { wifiOnly: false, nightOnly: true, nightStartMin: 1380, nightEndMin: 420, budgetMb: 300, smart: true, quality: null },
    })
    await deps.db.downloads.bulkPut([
      downloadRow({ episodeId: 1, state: 'queued' }),
      downloadRow({ episodeId: 2, state: 'paused' }),
      downloadRow({ episodeId: 3, state: 'paused', problem: { kind: 'quota' } }),
      downloadRow({ episodeId: 4, state: 'waiting', waitReason: 'wifi' }),
      downloadRow({ episodeId: 5, state: 'waiting', waitReason: 'night' }),
      downloadRow({ episodeId: 6, state: 'waiting', waitReason: 'network' }),
      downloadRow({ episodeId: 7, state: 'waiting', waitReason: 'budget' }),
      downloadRow({ episodeId: 8, state: 'failed', problem: { kind: 'license-limit' } }),
      downloadRow({
        episodeId: 10,
        state: 'failed',
        problem: { kind: 'failure', failure: { type: 'InternetConnectionFailure', statusCode: 0, message: 'x' } },
      }),
      downloadRow({ episodeId: 11, state: 'expired', problem: { kind: 'license-expired' } }),
    ])
    await render()
    const status = (ep: number) =>
      within(screen.getByRole('listitem', { name: `Episode ${ep}` })).getByText(/./, { selector: 'p.text-sm' }).textContent
    await screen.findByText('Queued')
    expect(status(1)).toBe('Queued')
    expect(status(2)).toBe('Paused')
    expect(status(3)).toBe('Paused: not enough storage on this device')
    expect(status(4)).toBe('Waiting for Wi-Fi')
    // 10:00 in Myanmar: the window opens tonight at 23:00.
    expect(status(5)).toBe('Waiting for the night window: starts at 23:00 Myanmar time')
    expect(status(6)).toBe('Waiting for the network')
    expect(status(7)).toBe('Data budget reached: goes on at 23:00 Myanmar time')
    expect(status(8)).toBe('Failed: You can keep at most 25 downloads. Delete one to download another.')
    // The device says it is online: a download that found no answer could not reach the server.
    expect(status(10)).toBe('Failed: Can’t reach the server')
    expect(status(11)).toBe('Its licence has ended. Delete it and download it again to watch.')
    expect(screen.getByText(/Queued downloads will start at 23:00 tonight\./)).toBeTruthy()
    expect(screen.getByText(/only while this app is open, or installed/)).toBeTruthy()
  })

  it('follows the database live: progress moves and the state changes without a reload', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.put(downloadRow({ episodeId: 1, state: 'downloading', bytesDone: 50_000_000 }))
    await render()
    expect(await screen.findByText(/50 of 500 MB · 10%/)).toBeTruthy()
    await act(() => deps.db.downloads.update(1, { bytesDone: 250_000_000 }))
    expect(await screen.findByText(/250 of 500 MB · 50%/)).toBeTruthy()
    await act(() => deps.db.downloads.update(1, { state: 'completed', bytesDone: 500_000_000, licenseExpiresAt: MORNING + 30 * DAY }))
    expect(await screen.findByText('Expires in 30 days')).toBeTruthy()
  })

  it('time left follows the engine’s measured rate', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.put(downloadRow({ episodeId: 1, state: 'downloading', bytesDone: 200_000_000, rateBps: 1_000_000 }))
    await render()
    expect(await screen.findByText(/200 of 500 MB · 40% · about 5 min left/)).toBeTruthy()
  })

  it('pause, delete and delete all act on the stored downloads', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.bulkPut([downloadRow({ episodeId: 1, state: 'downloading' }), downloadRow({ episodeId: 2, state: 'queued' })])
    await render()
    const first = await screen.findByRole('listitem', { name: 'Episode 1' })
    fireEvent.click(within(first).getByRole('button', { name: 'Pause' }))
    await waitFor(async () => expect((await deps.db.downloads.get(1))?.state).toBe('paused'))
    expect(await within(first).findByRole('button', { name: 'Resume' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete all' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Delete all downloads', hidden: true })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete all', hidden: true }))
    expect(await screen.findByText('No downloads yet')).toBeTruthy()
    expect(await deps.db.downloads.count()).toBe(0)
  })

  it('asks before deleting one download: Cancel keeps it, Delete removes it', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.bulkPut([
      downloadRow({ episodeId: 1, state: 'completed', bytesDone: 212_000_000, completedAt: MORNING }),
      downloadRow({ episodeId: 2, state: 'queued' }),
    ])
    await render()
    const first = await screen.findByRole('listitem', { name: 'Episode 1' })
    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete this download?', hidden: true })
    expect(
      within(dialog).getByText('It will be deleted from this device (212 MB). Watching it again offline means downloading it again.'),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this download?', hidden: true })).toBeNull())
    expect(await deps.db.downloads.get(1)).toBeDefined()

    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete this download?', hidden: true })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(async () => expect(await deps.db.downloads.get(1)).toBeUndefined())
    expect(await screen.findByRole('listitem', { name: 'Episode 2' })).toBeTruthy()
    expect(screen.queryByRole('listitem', { name: 'Episode 1' })).toBeNull()
  })

  it('where the browser cannot tell the connection, says so instead of offering Wi-Fi only', async () => {
    const { render } = await page({ connectionType: undefined })
    await render()
    const wifi = await screen.findByRole('switch', { name: 'Wi-Fi only' })
    expect((wifi as HTMLButtonElement).disabled).toBe(true)
    expect(
      screen.getByText("This browser can't tell Wi-Fi from mobile data, so downloads use whatever connection you are on."),
    ).toBeTruthy()
  })

  it('night data only: turning it on stores it and tells when queued downloads start', async () => {
    const { deps, render } = await page({ connectionType: 'wifi' })
    await render()
    const night = await screen.findByRole('switch', { name: 'Night data only' })
    fireEvent.click(night)
    await waitFor(() => expect(night.getAttribute('aria-checked')).toBe('true'))
    const stored = (await deps.db.kv.get('settings'))?.value as { nightOnly: boolean }
    expect(stored.nightOnly).toBe(true)
    expect(await screen.findByText(/Queued downloads will start at 23:00 tonight\./)).toBeTruthy()
  })

  it('in Burmese, numbers use Myanmar digits', async () => {
    const { deps, render } = await page()
    await deps.db.downloads.put(downloadRow({ episodeId: 1, state: 'downloading', bytesDone: 120_000_000 }))
    await render()
    await screen.findByText(/120 of 500 MB/)
    act(() => {
      i18n.load('my', myMessages)
      i18n.activate('my')
    })
    try {
      await waitFor(() => expect(document.body.textContent).toMatch(/၁၂၀/))
      expect(document.body.textContent).toMatch(/၅၀၀ MB/)
      expect(document.body.textContent).not.toMatch(/120 of/)
    } finally {
      act(() => i18n.activate('en'))
    }
  })
})
