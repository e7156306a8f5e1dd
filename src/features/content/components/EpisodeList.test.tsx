import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { dataHarness } from '../../../../tests/helpers/data-harness'
import { renderInRouter } from '../../../../tests/setup/render-in-router'
import type { ContentChild } from '../../../api/schemas/catalogue'
import { EpisodeList } from './EpisodeList'

afterEach(cleanup)

const episodes: ContentChild[] = Array.from({ length: 12 }, (_, i) => ({
  id: 100 + i,
  title: `Episode ${i + 1}`,
  description: `What happens in episode ${i + 1}`,
  episodePosterImg: `/images/stills/${i + 1}.webp`,
  isFree: i === 0,
}))

const drawn = () => screen.queryAllByText(/^Episode \d+$/).map((p) => p.textContent)
const rows = () => screen.getByRole('list', { hidden: true }).querySelectorAll('li')

describe("a series' episode list", () => {
  it("draws the first screen's episodes at once, holds the others' places, and draws them all once the first has painted", async () => {
    await renderInRouter(() => <EpisodeList episodes={episodes} premium />, dataHarness(), '/content')
    expect(drawn()).toEqual(['Episode 1', 'Episode 2', 'Episode 3', 'Episode 4'])
    // Every episode has its row from the start, so the page is as long as it will be.
    expect(rows()).toHaveLength(12)
    expect([...rows()].slice(4).every((li) => li.getAttribute('aria-hidden') === 'true' && li.textContent === '')).toBe(true)
    await waitFor(() => expect(drawn()).toHaveLength(12))
    expect(drawn()[11]).toBe('Episode 12')
    expect([...rows()].some((li) => li.hasAttribute('aria-hidden'))).toBe(false)
  })

  it('draws a short series whole in its first frame', async () => {
    await renderInRouter(() => <EpisodeList episodes={episodes.slice(0, 3)} premium />, dataHarness(), '/content')
    expect(drawn()).toEqual(['Episode 1', 'Episode 2', 'Episode 3'])
  })
})
