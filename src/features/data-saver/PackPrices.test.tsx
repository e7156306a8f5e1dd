import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { dataHarness } from '../../../tests/helpers/data-harness'
import { renderInRouter } from '../../../tests/setup/render-in-router'
import { readPackPrices, writePackPrices } from '../../data/pack-prices'
import { PackPrices } from './PackPrices'

afterEach(cleanup)

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save prices' }))

describe('the pack price settings', () => {
  it('keep a day price and a night price the viewer enters', async () => {
    const h = dataHarness()
    await renderInRouter(() => <PackPrices />, h, '/data-saver')
    type(/Day data/, '2.5')
    type(/Night pack/, '0.3')
    save()
    await screen.findByText('Prices saved.')
    expect(await readPackPrices(h.db)).toEqual({ day: 2.5, night: 0.3 })
  })

  it('refuse a price that is not one (a negative, a script, too large) and keep the stored ones', async () => {
    const h = dataHarness()
    await writePackPrices(h.db, { day: 3, night: null })
    await renderInRouter(() => <PackPrices />, h, '/data-saver')
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Day data/).value).toBe('3'))
    for (const bad of ['-1', '<img src=x onerror=alert(1)>', '5000']) {
      type(/Day data/, bad)
      save()
      expect((await screen.findByRole('alert')).textContent).toMatch(/^Enter a price above 0/)
    }
    expect(await readPackPrices(h.db)).toEqual({ day: 3, night: null })
  })

  it('forget the prices when both fields are emptied, so costs show in MB only', async () => {
    const h = dataHarness()
    await writePackPrices(h.db, { day: 3, night: 1 })
    await renderInRouter(() => <PackPrices />, h, '/data-saver')
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Night pack/).value).toBe('1'))
    type(/Day data/, '')
    type(/Night pack/, ' ')
    save()
    await screen.findByText('No price kept: costs show in MB only.')
    expect(await readPackPrices(h.db)).toEqual({ day: null, night: null })
  })
})
