import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { dataHarness } from '../../../tests/helpers/data-harness'
import { renderInRouter } from '../../../tests/setup/render-in-router'
import { writePackPrices } from '../../data/pack-prices'
import { writeDataSaver } from '../../lib/data-saver'
import { WatchCost } from './WatchCost'

afterEach(cleanup)
beforeEach(() => localStorage.clear())

const LADDER = [
  { height: 240, bandwidth: 300_000, averageBandwidth: 163_850 },
  { height: 360, bandwidth: 700_000, averageBandwidth: 253_172 },
  { height: 720, bandwidth: 1_500_000, averageBandwidth: 800_713 },
]
const cost = () => document.querySelector('[data-cost]')?.textContent ?? null

describe('what watching an episode costs', () => {
  it('says the data saver’s 360p cost while the saver is on, and the richest quality’s when it is off', async () => {
    writeDataSaver('on')
    // 45 minutes at 253 172 b/s: 85.4 MB.
    await renderInRouter(() => <WatchCost durationS={2700} renditions={LADDER} variant="title" />, dataHarness(), '/content')
    expect(cost()).toBe('Watching costs about 85 MB at 360p, with the data saver')
    act(() => writeDataSaver('off'))
    // At 800 713 b/s: 270.2 MB.
    expect(cost()).toBe('Watching costs about 270 MB at 720p')
  })

  it('shows no kyat until a price is entered, then the day price', async () => {
    writeDataSaver('on')
    const h = dataHarness()
    await renderInRouter(() => <WatchCost durationS={2700} renditions={LADDER} variant="row" />, h, '/content')
    expect(cost()).toBe('about 85 MB')
    await writePackPrices(h.db, { day: 2, night: 0.25 })
    await waitFor(() => expect(cost()).toBe('about 85 MB · about 170 kyat'))
  })

  it('shows nothing for an episode whose length or renditions the server did not give', async () => {
    await renderInRouter(
      () => (
        <>
          <WatchCost durationS={undefined} renditions={LADDER} variant="row" />
          <WatchCost durationS={60} renditions={undefined} variant="row" />
          <WatchCost durationS={60} renditions={[]} variant="row" />
        </>
      ),
      dataHarness(),
      '/content',
    )
    expect(cost()).toBeNull()
  })

  it('writes the figures in Myanmar digits in Burmese', async () => {
    writeDataSaver('on')
    await renderInRouter(() => <WatchCost durationS={2700} renditions={LADDER} variant="row" />, dataHarness(), '/content')
    act(() => {
      i18n.load('my', {})
      i18n.activate('my')
    })
    expect(cost()).toContain('၈၅')
    expect(cost()).not.toMatch(/\d/)
  })
})
