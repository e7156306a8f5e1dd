import { describe, expect, it } from 'vitest'
import { checkPhone, detectOperator, fieldDigits, type Operator } from './phone'
import { displayPhone, sanitizePhone, toLatinDigits } from './phone-format'

// [typed after 09 or pasted, expected msisdn (null = invalid), expected operator]
const TABLE: [string, string | null, Operator | null][] = [
  // Ooredoo 0994–0999
  ['976543210', '959976543210', 'Ooredoo'],
  ['941234567', '959941234567', 'Ooredoo'],
  ['951234567', '959951234567', 'Ooredoo'],
  ['961234567', '959961234567', 'Ooredoo'],
  ['971234567', '959971234567', 'Ooredoo'],
  ['981234567', '959981234567', 'Ooredoo'],
  ['991234567', '959991234567', 'Ooredoo'],
  // ATOM 0974–0979
  ['741234567', '959741234567', 'ATOM'],
  ['751234567', '959751234567', 'ATOM'],
  ['761234567', '959761234567', 'ATOM'],
  ['771234567', '959771234567', 'ATOM'],
  ['781234567', '959781234567', 'ATOM'],
  ['791234567', '959791234567', 'ATOM'],
  // MyTel 0965–0969
  ['651234567', '959651234567', 'MyTel'],
  ['661234567', '959661234567', 'MyTel'],
  ['671234567', '959671234567', 'MyTel'],
  ['681234567', '959681234567', 'MyTel'],
  ['691234567', '959691234567', 'MyTel'],
  // MEC 0930–0936
  ['30123456', '95930123456', 'MEC'],
  ['31123456', '95931123456', 'MEC'],
  ['32123456', '95932123456', 'MEC'],
  ['33123456', '95933123456', 'MEC'],
  ['341234567', '959341234567', 'MEC'],
  ['35123456', '95935123456', 'MEC'],
  ['36123456', '95936123456', 'MEC'],
  // MPT
  ['20123456', '95920123456', 'MPT'],
  ['21123456', '95921123456', 'MPT'],
  ['22123456', '95922123456', 'MPT'],
  ['23123456', '95923123456', 'MPT'],
  ['24123456', '95924123456', 'MPT'],
  ['250123456', '959250123456', 'MPT'],
  ['261234567', '959261234567', 'MPT'],
  ['401234567', '959401234567', 'MPT'],
  ['421234567', '959421234567', 'MPT'],
  ['431234567', '959431234567', 'MPT'],
  ['441234567', '959441234567', 'MPT'],
  ['451234567', '959451234567', 'MPT'],
  ['4712345678'.slice(0, 9), '959471234567', 'MPT'],
  ['5123456', '9595123456', 'MPT'],
  ['731234567', '959731234567', 'MPT'],
  ['891234567', '959891234567', 'MPT'],
  ['911234567', '959911234567', 'MPT'],
  // Pasted and decorated forms
  ['09421234567', '959421234567', 'MPT'],
  ['959421234567', '959421234567', 'MPT'],
  ['+959421234567', '959421234567', 'MPT'],
  ['+95 9 421 234 567', '959421234567', 'MPT'],
  ['09-421-234-567', '959421234567', 'MPT'],
  ['(09) 421 234 567', '959421234567', 'MPT'],
  ['  421234567  ', '959421234567', 'MPT'],
  ['[421] 234-567', '959421234567', 'MPT'],
  // Burmese digits
  ['၄၂၁၂၃၄၅၆၇', '959421234567', 'MPT'],
  ['၀၉၇၆၁၂၃၄၅၆၇', '959761234567', 'ATOM'],
  ['၉၅၉၉၇၆၅၄၃၂၁၀', '959976543210', 'Ooredoo'],
  ['+၉၅၉ ၆၅၁ ၂၃၄ ၅၆၇', '959651234567', 'MyTel'],
  // Malformed
  ['', null, null],
  ['12345', null, null],
  ['4212345678901', null, null],
  ['42123456a', null, null],
  ['abc', null, null],
  ['+1 202 555 0100', null, null],
  ['0421234567', null, null],
  ['42.123.456', null, null],
  ['٤٢١٢٣٤٥٦٧', null, null],
]

describe('phone sanitiser and operator detection', () => {
  it.each(TABLE)('%j → %s (%s)', (typed, msisdn, operator) => {
    const result = checkPhone(typed)
    if (msisdn === null) {
      expect(result.ok).toBe(false)
      return
    }
    expect(result).toMatchObject({ ok: true, msisdn })
    if (result.ok) expect(result.operator).toBe(operator)
  })

  it('has at least 60 numbers in its table', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60)
  })

  it('turns a leading +959, 959 or 09 into 09 and strips decoration', () => {
    expect(sanitizePhone(' +959-421 (234) 567 ')).toBe('09421234567')
    expect(sanitizePhone('959421234567')).toBe('09421234567')
    expect(sanitizePhone('09421234567')).toBe('09421234567')
    expect(sanitizePhone('421234567')).toBe('421234567')
  })

  it('turns Burmese digits into Latin digits', () => {
    expect(toLatinDigits('၀၁၂၃၄၅၆၇၈၉')).toBe('0123456789')
  })

  it('detects operators on the 959 form too, and none for unallocated prefixes', () => {
    expect(detectOperator('959976543210')).toBe('Ooredoo')
    expect(detectOperator('0937123456')).toBeNull()
    expect(detectOperator('09621234567')).toBeNull()
  })

  it('requires the expected operator when one is given', () => {
    expect(checkPhone('761234567', 'ATOM')).toMatchObject({ ok: true, operator: 'ATOM' })
    expect(checkPhone('421234567', 'ATOM')).toEqual({ ok: false, error: 'wrongOperator', expected: 'ATOM' })
    expect(checkPhone('12', 'ATOM')).toEqual({ ok: false, error: 'invalid' })
  })

  it('keeps the field to Latin digits after 09, also for a pasted full number', () => {
    expect(fieldDigits('+959 421-234-567')).toBe('421234567')
    expect(fieldDigits('၄၂၁')).toBe('421')
    expect(fieldDigits('4a2')).toBe('42')
  })

  it('shows a 959 number in its local Latin form', () => {
    expect(displayPhone('959421234567')).toBe('09421234567')
  })
})
