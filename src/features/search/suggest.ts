import type { AppServices } from '../../data'
import { suggestSearches } from '../../data/search-suggest'
import type { Result } from '../../api/result'
import { toUnicode } from '../../lib/zawgyi'

/** Suggestions for typed text; Zawgyi is converted first so it matches the Unicode catalogue. */
export async function fetchSuggestions(services: AppServices, text: string): Promise<Result<string[]>> {
  return suggestSearches(services, await toUnicode(text))
}
