import { describe, expect, it } from 'vitest'
import { readSaverFlag, writeSaverFlag, SAVER_FLAG_URL } from './saver-flag'

function storage(body?: string) {
  const entries = new Map<string, Response>()
  if (body !== undefined) entries.set(SAVER_FLAG_URL, new Response(body))
  const cache = {
    match: (url: string) => Promise.resolve(entries.get(url)?.clone()),
    put: (url: string, res: Response) => (entries.set(url, res), Promise.resolve()),
  }
  return { open: () => Promise.resolve(cache as unknown as Cache) }
}

describe("the data saver's flag for the worker", () => {
  it('reads back what the page wrote', async () => {
    const s = storage()
    await writeSaverFlag(s, true)
    expect(await readSaverFlag(s)).toBe(true)
    await writeSaverFlag(s, false)
    expect(await readSaverFlag(s)).toBe(false)
  })

  it('is off with no flag, or a flag that says anything but on (a tampered cache)', async () => {
    expect(await readSaverFlag(storage())).toBe(false)
    for (const body of ['ON!', 'yes', '1', '{"on":true}', 'on<script>']) expect(await readSaverFlag(storage(body))).toBe(false)
  })

  it('is off when Cache Storage cannot be opened', async () => {
    expect(await readSaverFlag({ open: () => Promise.reject(new Error('SecurityError')) })).toBe(false)
  })
})
