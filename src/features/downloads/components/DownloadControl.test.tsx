import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { syncHarness } from '../../../../tests/helpers/sync-harness'
import { renderInRouter } from '../../../../tests/setup/render-in-router'
import { downloadRow, testDownloads } from '../../../../tests/helpers/download-rows'
import { DATA_SAVER_KEY, writeDataSaver } from '../../../lib/data-saver'
import { provideDownloads } from '../engine'
import { DownloadControl } from './DownloadControl'
import { DownloadAll } from './DownloadAll'
import { LogoutNote } from './LogoutNote'
import { writePackPrices } from '../../../data/pack-prices'
import { writeDownloadSettings } from '../../../data/downloads/settings'

const engine = vi.hoisted(() => ({
  offerQualities: vi.fn(),
  queueDownload: vi.fn(),
  queueSeries: vi.fn(),
}))
vi.mock('../../../data/downloads', async (original) => ({ ...(await original<object>()), ...engine }))

const episode = { episodeId: 31, titleId: 7, title: 'Golden Land', episodeTitle: 'Episode 3', poster: '/p.jpg' }

beforeEach(() => {
  engine.offerQualities.mockResolvedValue({
    ok: true,
    value: {
      durationS: 2400,
      offers: [
        { quality: '720p', bytes: 612_400_000 },
        { quality: '240p', bytes: 84_000_000 },
        { quality: '360p', bytes: 201_600_000 },
      ],
    },
  })
  engine.queueDownload.mockResolvedValue({ ok: true, value: undefined })
})
afterEach(() => {
  cleanup()
  localStorage.removeItem(DATA_SAVER_KEY)
  writeDataSaver('auto')
  vi.clearAllMocks()
})

async function control(props: { allowed?: boolean; login?: boolean } = {}) {
  const h = syncHarness()
  if (props.login !== false) await h.login(1)
  const services = h.context()
  const deps = testDownloads(services)
  provideDownloads(services, deps)
  const view = await renderInRouter(
    () => <DownloadControl episode={episode} allowed={props.allowed ?? true} loggedIn={props.login !== false} />,
    services,
    '/content?id=7',
  )
  const button = await screen.findByRole('button', { name: 'Download' })
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  return { deps, button, ...view }
}

describe('the title page’s download control', () => {
  it('offers the qualities with what each costs in MB, 360p first chosen while the data saver is on', async () => {
    writeDataSaver('on')
    const { button, deps } = await control()
    fireEvent.click(button)
    const sheet = await screen.findByRole('radiogroup', { name: 'Download quality', hidden: true })
    const radios = await within(sheet).findAllByRole('radio', { hidden: true })
    expect(radios.map((r) => r.textContent)).toEqual(['240pabout 84 MB', '360pabout 200 MB', '720pabout 610 MB'])
    expect(within(sheet).getByRole('radio', { name: /360p/, hidden: true }).getAttribute('aria-checked')).toBe('true')
    expect(engine.offerQualities).toHaveBeenCalledWith(deps, 31)
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Download quality', hidden: true })).getByRole('button', {
        name: 'Download',
        hidden: true,
      }),
    )
    await waitFor(() => expect(engine.queueDownload).toHaveBeenCalledWith(deps, { ...episode, quality: '360p' }))
  })

  it('adds kyat at the night pack’s price when downloads wait for the night window, and says so', async () => {
    const { button, deps } = await control()
    await writePackPrices(deps.app.db, { day: 2, night: 0.5 })
    await writeDownloadSettings(deps.db, { nightOnly: true }, false)
    fireEvent.click(button)
    const sheet = await screen.findByRole('dialog', { name: 'Download quality', hidden: true })
    // 201.6 MB at 0.5 kyat per MB.
    expect(await within(sheet).findByText('about 200 MB · about 100 kyat')).toBeTruthy()
    expect(within(sheet).getByText(/night pack's price/)).toBeTruthy()
  })

  it('adds kyat at the day price when downloads start at once', async () => {
    const { button, deps } = await control()
    await writePackPrices(deps.app.db, { day: 2, night: 0.5 })
    fireEvent.click(button)
    const sheet = await screen.findByRole('dialog', { name: 'Download quality', hidden: true })
    expect(await within(sheet).findByText('about 200 MB · about 400 kyat')).toBeTruthy()
    expect(within(sheet).queryByText(/night pack's price/)).toBeNull()
  })

  it('with the data saver off, the richest quality is chosen first', async () => {
    writeDataSaver('off')
    const { button } = await control()
    fireEvent.click(button)
    const radio = await screen.findByRole('radio', { name: /720p/, hidden: true })
    expect(radio.getAttribute('aria-checked')).toBe('true')
  })

  it('says why a download was refused, in the sheet', async () => {
    engine.queueDownload.mockResolvedValue({
      ok: false,
      failure: { type: 'StorageFailure', statusCode: 0, message: 'full' },
      problem: { kind: 'quota' },
    })
    const { button } = await control()
    fireEvent.click(button)
    await screen.findByRole('radio', { name: /360p/, hidden: true })
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Download quality', hidden: true })).getByRole('button', {
        name: 'Download',
        hidden: true,
      }),
    )
    expect(await screen.findByText('Not enough storage on this device. Delete some downloads and try again.')).toBeTruthy()
  })

  it('shows the download’s state live: ring while downloading, done, expired', async () => {
    const { button, deps } = await control()
    await act(() => deps.db.downloads.put(downloadRow({ episodeId: 31, state: 'downloading', bytesDone: 250_000_000 })))
    await waitFor(() => expect(button.getAttribute('aria-describedby')).toBeTruthy())
    const description = () => document.getElementById(button.getAttribute('aria-describedby')!)?.textContent
    expect(description()).toBe('Downloading')
    expect(button.querySelector('circle[stroke-dasharray]')).toBeTruthy()
    await act(() => deps.db.downloads.update(31, { state: 'completed', bytesDone: 500_000_000 }))
    await waitFor(() => expect(description()).toBe('Downloaded'))
    await act(() => deps.db.downloads.update(31, { state: 'expired', problem: { kind: 'subscription-ended' } }))
    await waitFor(() => expect(description()).toBe('Renew your subscription to watch'))
    expect(screen.getByRole('button', { name: 'Download' })).toBe(button)
  })

  it('asks before deleting a kept download, and deletes it only when told to', async () => {
    const { button, deps } = await control()
    await act(() => deps.db.downloads.put(downloadRow({ episodeId: 31, state: 'completed', bytesDone: 201_600_000 })))
    await waitFor(() => expect(button.getAttribute('aria-describedby')).toBeTruthy())
    fireEvent.click(button)
    const sheet = await screen.findByRole('dialog', { name: 'Download', hidden: true })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete', hidden: true }))
    const question = await screen.findByRole('dialog', { name: 'Delete this download?', hidden: true })
    expect(within(question).getByText(/\(202 MB\)/)).toBeTruthy()
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }))
    // Back to the sheet, the download kept.
    expect(await screen.findByRole('dialog', { name: 'Download', hidden: true })).toBeTruthy()
    expect(await deps.db.downloads.get(31)).toBeDefined()
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Download', hidden: true })).getByRole('button', { name: 'Delete', hidden: true }),
    )
    const again = await screen.findByRole('dialog', { name: 'Delete this download?', hidden: true })
    fireEvent.click(within(again).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(async () => expect(await deps.db.downloads.get(31)).toBeUndefined())
  })

  it('logged out, it leads to login with this page as the way back', async () => {
    const { button, router } = await control({ login: false })
    fireEvent.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-phone'))
    expect(engine.offerQualities).not.toHaveBeenCalled()
  })

  it('a paid episode without a subscription leads to payment', async () => {
    const { button, router } = await control({ allowed: false })
    fireEvent.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'))
    expect(engine.offerQualities).not.toHaveBeenCalled()
  })
})

describe('Download all', () => {
  it('queues, in the quality chosen once, every episode not downloaded yet', async () => {
    engine.queueSeries.mockResolvedValue({ queued: [32, 33], refused: [] })
    const h = syncHarness()
    await h.login(1)
    const services = h.context()
    const deps = testDownloads(services)
    provideDownloads(services, deps)
    await deps.db.downloads.put(downloadRow({ episodeId: 31 }))
    const episodes = [31, 32, 33].map((id) => ({ ...episode, episodeId: id, episodeTitle: `Episode ${id}` }))
    await renderInRouter(() => <DownloadAll titleId={7} episodes={episodes} loggedIn />, services, '/content?id=7')
    const button = await screen.findByRole('button', { name: 'Download all' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(button)
    const sheet = await screen.findByRole('dialog', { name: 'Download quality', hidden: true })
    expect(await within(sheet).findByText('about 200 MB an episode')).toBeTruthy()
    expect(engine.offerQualities).toHaveBeenCalledWith(deps, 32)
    fireEvent.click(within(sheet).getByRole('radio', { name: /240p/, hidden: true }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Download 2 episodes', hidden: true }))
    await waitFor(() => expect(engine.queueSeries).toHaveBeenCalledWith(deps, episodes.slice(1), '240p'))
  })
})

describe('the logout warning', () => {
  it('names the size of the viewer’s downloads, which logout deletes', async () => {
    const h = syncHarness()
    await h.login(1)
    const services = h.context()
    const deps = testDownloads(services)
    provideDownloads(services, deps)
    await deps.db.downloads.bulkPut([
      downloadRow({ episodeId: 1, state: 'completed', bytesDone: 212_000_000 }),
      downloadRow({ episodeId: 2, state: 'downloading', bytesDone: 38_000_000 }),
    ])
    await renderInRouter(() => <LogoutNote />, services, '/profile')
    expect(await screen.findByText('Your downloads on this device (250 MB) will be deleted too.')).toBeTruthy()
  })

  it('says nothing of downloads when there are none', async () => {
    const h = syncHarness()
    await h.login(1)
    const services = h.context()
    const deps = testDownloads(services)
    provideDownloads(services, deps)
    const { container } = await renderInRouter(() => <LogoutNote />, services, '/profile')
    await act(() => deps.db.downloads.count())
    expect(container.textContent).toBe('')
  })
})
