import * as v from 'valibot'
import { ContentCardSchema, type ContentCard } from '../../api/schemas/card'
import { BOOT_RESULTS_ID } from '../../lib/boot-results'

// Written by the server into the page (server/http/search-boot.ts); still checked, as any input is.
const BootResultsSchema = v.object({ query: v.string(), results: v.array(ContentCardSchema) })
export type BootResults = v.InferOutput<typeof BootResultsSchema>

/** The first results the page's shell already shows, with their query; null when it shows none. */
export function readBootResults(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): BootResults | null {
  const text = doc?.getElementById(BOOT_RESULTS_ID)?.textContent
  if (!text) return null
  try {
    const parsed = v.safeParse(BootResultsSchema, JSON.parse(text))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

// The shell is hidden once React renders, never removed (src/styles.css): it can be read at any time.
const bootResults = readBootResults()

/** The shell's results, if they are `query`'s: the search page draws them until its own answer comes. */
export function bootResultsFor(query: string): ContentCard[] | null {
  return bootResults !== null && bootResults.query === query && bootResults.results.length > 0 ? bootResults.results : null
}
