import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { useRevealed } from './use-revealed'

afterEach(cleanup)

function Rows({ total, first }: { total: number; first: number }) {
  const shown = useRevealed(total, first)
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>row {i}</li>
      ))}
    </ul>
  )
}

describe('rows revealed while the page is idle', () => {
  it('renders the first rows at once and the others shortly after, in order', async () => {
    render(<Rows total={6} first={2} />)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['row 0', 'row 1'])
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(6))
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['row 0', 'row 1', 'row 2', 'row 3', 'row 4', 'row 5'])
  })

  it('never shows more rows than there are', async () => {
    render(<Rows total={1} first={3} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })
})
