import { describe, expect, it } from 'vitest'
import { openDb, isSeeded } from './open.ts'
import { loadSeed } from './load-seed.ts'
import { fixtureCatalogue } from '../test-support/fixture-catalogue.ts'
import { catalogue } from '../seed/catalog.ts'
import { T0 } from '../test-support/harness.ts'

const count = (db: ReturnType<typeof openDb>, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n

describe('loadSeed', () => {
  it('writes every part of a catalogue and marks the database seeded', () => {
    const db = openDb(':memory:')
    expect(isSeeded(db)).toBe(false)
    loadSeed(db, fixtureCatalogue, T0, { demo: true })
    expect(isSeeded(db)).toBe(true)
    expect(count(db, 'titles')).toBe(25)
    expect(count(db, 'episodes')).toBe(27)
    expect(count(db, 'redeem_codes')).toBe(2)
    expect(count(db, 'users')).toBe(2)
    expect(count(db, 'subscriptions')).toBe(1)
    expect(count(db, 'search_queries')).toBeGreaterThan(0)
  })

  it('refuses a catalogue that points at a missing title', () => {
    const db = openDb(':memory:')
    const broken = { ...fixtureCatalogue, bannerIds: [999] }
    expect(() => loadSeed(db, broken, T0)).toThrow(/FOREIGN KEY/)
    expect(isSeeded(db)).toBe(false)
    expect(count(db, 'titles')).toBe(0)
  })

  // Guards the contract with the real seed without depending on what it contains.
  it('loads the real seed catalogue', () => {
    const db = openDb(':memory:')
    loadSeed(db, catalogue, T0)
    expect(count(db, 'titles')).toBe(catalogue.titles.length)
  })
})
