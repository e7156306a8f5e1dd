import { describe, expect, it } from 'vitest'
import { DownloadsDb } from '../downloads/db'
import { recordBytes as downloadBytes } from '../downloads/budget'
import { meterDb } from './db'
import { usage } from './totals'

describe('the meter and the downloader', () => {
  it('counts the bytes a download stores as downloads, on the day they arrive', async () => {
    const at = Date.parse('2026-11-20T23:30:00+06:30')
    const before = (await usage(at, meterDb())).today.downloads
    const db = new DownloadsDb(`meter-dl-${Math.random().toString(36).slice(2)}`)
    await downloadBytes(db, at, { nightOnly: true, nightStartMin: 1380 }, 2_500_000)
    expect((await usage(at, meterDb())).today.downloads - before).toBe(2_500_000)
  })
})
