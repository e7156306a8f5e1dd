import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { syncHarness } from '../../../../tests/helpers/sync-harness'
import { renderInRouter } from '../../../../tests/setup/render-in-router'
import { downloadRow } from '../../../../tests/helpers/download-rows'
import { DownloadsDb } from '../../../data/downloads/db'
import { HeaderDownloads } from './HeaderDownloads'

afterEach(() => cleanup())

describe('the header’s downloading sign', () => {
  it('shows only while an episode is downloading, and leads to /downloads', async () => {
    const db = new DownloadsDb()
    await db.downloads.clear()
    const services = syncHarness().context()
    await renderInRouter(() => <HeaderDownloads />, services, '/')
    await act(() => db.downloads.put(downloadRow({ episodeId: 1, state: 'queued' })))
    expect(screen.queryByRole('link')).toBeNull()
    await act(() => db.downloads.update(1, { state: 'downloading' }))
    const link = await screen.findByRole('link', { name: 'Downloading: open downloads' })
    expect(link.getAttribute('href')).toBe('/downloads')
    await act(() => db.downloads.update(1, { state: 'completed' }))
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull())
    db.close()
  })
})
