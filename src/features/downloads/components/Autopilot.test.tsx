import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { syncHarness } from '../../../../tests/helpers/sync-harness'
import { renderInRouter } from '../../../../tests/setup/render-in-router'
import { testDownloads } from '../../../../tests/helpers/download-rows'
import { readAutopilotSettings, updateAutopilotState } from '../../../data/downloads/autopilot-store'
import { provideDownloads } from '../engine'
import { SeriesAutopilot } from './SeriesAutopilot'
import { TonightLabel } from './TonightLabel'

afterEach(() => cleanup())

async function setUp() {
  const h = syncHarness()
  await h.login(1)
  const services = h.context()
  const deps = testDownloads(services)
  provideDownloads(services, deps)
  return { services, deps }
}

describe('the night autopilot on a title page', () => {
  it('the series switch turns the autopilot on for that series, and off again', async () => {
    const { services, deps } = await setUp()
    await renderInRouter(() => <SeriesAutopilot titleId={7} loggedIn />, services, '/content?id=7')
    const button = await screen.findByRole('button', { name: 'Get my next episodes tonight' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    expect((await readAutopilotSettings(deps.db)).series).toEqual([7])
    fireEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'))
    expect((await readAutopilotSettings(deps.db)).series).toEqual([])
  })

  it('a viewer who is not logged in is not offered the switch', async () => {
    const { services } = await setUp()
    await renderInRouter(
      () => (
        <>
          <SeriesAutopilot titleId={7} loggedIn={false} />
          <p>drawn</p>
        </>
      ),
      services,
      '/content?id=7',
    )
    await screen.findByText('drawn')
    expect(screen.queryByRole('button', { name: 'Get my next episodes tonight' })).toBeNull()
  })

  it('an episode waiting for tonight shows "Tonight" with its size; one not planned shows nothing', async () => {
    const { services, deps } = await setUp()
    await updateAutopilotState(deps.db, (state) => ({
      state: {
        ...state,
        plan: [
          {
            episodeId: 32,
            userId: 1,
            titleId: 7,
            title: 'T',
            episodeTitle: 'E',
            poster: '/p.jpg',
            quality: '360p',
            bytes: 123_400_000,
            plannedAt: 0,
          },
        ],
      },
      out: undefined,
    }))
    await renderInRouter(
      () => (
        <>
          <TonightLabel episodeId={32} titleId={7} />
          <TonightLabel episodeId={33} titleId={7} />
        </>
      ),
      services,
      '/content?id=7',
    )
    expect(await screen.findAllByText('Tonight · about 123 MB')).toHaveLength(1)
  })
})
