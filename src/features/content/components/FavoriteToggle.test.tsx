import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { syncHarness } from '../../../../tests/helpers/sync-harness'
import { details } from '../../../../tests/helpers/samples'
import { renderInRouter } from '../../../../tests/setup/render-in-router'
import { createSyncEngine } from '../../../data/sync/engine'
import { toasts } from '../../../ui/toast/toast-store'
import type { ContentDetails } from '../../../api/schemas/catalogue'
import { FavoriteToggle } from './FavoriteToggle'

const title = details(3) as ContentDetails
const messages = () => toasts.getSnapshot().map((t) => t.message)

afterEach(() => {
  cleanup()
  for (const t of toasts.getSnapshot()) toasts.dismiss(t.id)
})

describe('favorite toggle on the details page', () => {
  it('online: flips once the server accepted, with the added and removed toasts', async () => {
    const h = syncHarness()
    await h.login(1)
    const services = h.context()
    await renderInRouter(() => <FavoriteToggle details={title} />, services, '/content?id=3')
    const button = await screen.findByRole('button', { name: 'Favorite' })
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'))
    expect(button.getAttribute('aria-pressed')).toBe('false')

    fireEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    await waitFor(() => expect(messages()).toContain('Added to favorite'))
    expect(h.server.favoritesOf(1)).toEqual([3])
    expect(screen.queryByText('Waiting to sync')).toBeNull()

    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'))
    fireEvent.click(button)
    await waitFor(() => expect(messages()).toContain('Removed from favorite'))
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(h.server.favoritesOf(1)).toEqual([])
  })

  it('server unreachable: shows the change at once, queued, with the waiting mark', async () => {
    const h = syncHarness()
    await h.login(1)
    const ctx = h.context()
    h.server.online = false
    const sync = createSyncEngine({ db: h.db, api: ctx.api, locks: ctx.locks, now: h.clock.now, autoRun: false })
    await renderInRouter(() => <FavoriteToggle details={title} />, { ...ctx, sync }, '/content?id=3')
    const button = await screen.findByRole('button', { name: 'Favorite' })
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'))

    fireEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    expect(await screen.findByText('Waiting to sync')).toBeTruthy()
    expect(await h.db.outbox.count()).toBe(1)
    expect(h.server.favoritesOf(1)).toEqual([])
    expect(messages()).not.toContain('Added to favorite')
  })

  it('logged out: leads to phone login with this page as the way back', async () => {
    const h = syncHarness()
    const services = h.context()
    const { router } = await renderInRouter(() => <FavoriteToggle details={title} />, services, '/content?id=3')
    const button = await screen.findByRole('button', { name: 'Favorite' })
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'))
    fireEvent.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-phone'))
    expect(router.state.location.search).toEqual({ redirectRoute: '/content?id=3' })
  })

  it('keeps the focus while it saves, and ignores a second press before the first is saved', async () => {
    const h = syncHarness()
    await h.login(1)
    await renderInRouter(() => <FavoriteToggle details={title} />, h.context(), '/content?id=3')
    const button = await screen.findByRole('button', { name: 'Favorite' })
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'))
    button.focus()
    fireEvent.click(button)
    fireEvent.click(button)
    expect(document.activeElement).toBe(button)
    expect((button as HTMLButtonElement).disabled).toBe(false)
    await waitFor(() => expect(messages()).toContain('Added to favorite'))
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'))
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(h.server.favoritesOf(1)).toEqual([3])
  })
})
