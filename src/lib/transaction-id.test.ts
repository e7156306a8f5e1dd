import { describe, expect, it } from 'vitest'
import { TRANSACTION_ID_PATTERN, makeTransactionId } from './transaction-id'

describe('transaction id', () => {
  it('joins the epoch milliseconds and a nine-digit high-resolution reading', () => {
    expect(
      makeTransactionId(
        () => 1_767_225_600_123,
        () => 4567.891,
      ),
    ).toBe('1767225600123004567891')
  })

  it('is digits only and matches the documented pattern', () => {
    const id = makeTransactionId()
    expect(id).toMatch(/^\d+$/)
    expect(id).toMatch(TRANSACTION_ID_PATTERN)
  })

  it('differs for two ids made in the same millisecond', () => {
    let t = 10
    const precise = () => (t += 0.5)
    expect(makeTransactionId(() => 1000, precise)).not.toBe(makeTransactionId(() => 1000, precise))
  })
})
