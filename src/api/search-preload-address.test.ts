import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { firstResultsPath } from '../../server/http/search-preload'
import { fakeFetch } from '../../tests/helpers/fake-fetch'
import { MemorySessionStore } from '../../tests/helpers/memory-session'
import { createApi } from './client'

// The page served for /search?query=… preloads the first page of results (server/http/search-preload.ts);
// the browser hands that answer to the app only if the app asks for the very same address.

/** The address the app's HTTP client asks for, for the first page of `query`'s results. */
async function clientPath(query: string): Promise<string> {
  const { fetch, seen } = fakeFetch(() => Response.json({ items: [], page: 1, pageSize: 20, total: 0 }))
  const api = createApi({ baseURL: 'http://api.test', sessions: new MemorySessionStore(null), fetch })
  await api.searchContent({ query: query.trim(), page: 1 })
  const url = seen[0]!.url
  return `${url.pathname}${url.search}`
}

/** An address as the browser resolves it (a preload's href and a fetch's URL alike). */
function resolved(path: string | null): string {
  const url = new URL(path ?? '', 'http://api.test')
  return `${url.pathname}${url.search}`
}

describe('the search results a page preloads', () => {
  it('are asked for at the very address the client uses, whatever the query holds', async () => {
    for (const q of ['golden land', ' ရွှေရောင်နှင်းဆီ ', 'a+b', 'a&page=2', '100%', '#1', 'café', '"quoted"', '🎬 film']) {
      expect(resolved(firstResultsPath(q))).toBe(await clientPath(q))
    }
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).filter((s) => s.trim() !== ''),
        async (q) => {
          expect(resolved(firstResultsPath(q))).toBe(await clientPath(q))
        },
      ),
      { numRuns: 200 },
    )
  })
})
