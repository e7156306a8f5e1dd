import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { dataHarness } from '../../tests/helpers/data-harness'
import { endSession } from '../data/account'
import type { AppDb } from '../data/db'
import { useViewerOf } from './use-viewer'

afterEach(cleanup)

// Every frame is recorded: what matters is what a screen shows before the database answers.
function Viewer({ db, frames }: { db: AppDb; frames: string[] }) {
  const viewer = useViewerOf(db)
  const shown = viewer === undefined ? 'loading' : viewer === null ? 'logged out' : `viewer ${viewer.id}`
  frames.push(shown)
  return <p>{shown}</p>
}

describe('the current viewer, as every screen reads it', () => {
  it('is unknown on a first screen, and known in the first frame of every screen after it', async () => {
    const h = dataHarness()
    await h.login(1)
    const first: string[] = []
    const { unmount } = render(<Viewer db={h.db} frames={first} />)
    expect(first[0]).toBe('loading')
    await screen.findByText('viewer 1')
    unmount()

    const back: string[] = []
    render(<Viewer db={h.db} frames={back} />)
    expect(back[0]).toBe('viewer 1')
  })

  it('is never the last viewer once their session has ended', async () => {
    const h = dataHarness()
    await h.login(1)
    const { unmount } = render(<Viewer db={h.db} frames={[]} />)
    await screen.findByText('viewer 1')
    unmount()

    await endSession(h.db, { discardOutbox: false, reason: 'expired' })
    const after: string[] = []
    render(<Viewer db={h.db} frames={after} />)
    expect(after).not.toContain('viewer 1')
    await screen.findByText('logged out')
  })

  it('follows a login while shown, in every part that shows it', async () => {
    const h = dataHarness()
    render(
      <>
        <Viewer db={h.db} frames={[]} />
        <Viewer db={h.db} frames={[]} />
      </>,
    )
    expect(await screen.findAllByText('logged out')).toHaveLength(2)
    await h.login(2)
    expect(await screen.findAllByText('viewer 2')).toHaveLength(2)
  })
})
