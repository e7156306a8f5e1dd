// The first results drawn into index.html's shell (#boot) for a page opened at /search?query=…, by
// the server (server/http/search-boot.ts), before any script runs. The inline gate shows their
// posters once it knows the launch renders (src/boot/boot-images.ts), and the search page's placeholders
// read them back (src/features/search/boot-results.ts). No imports: the server uses this file too.

/** The <script type="application/json"> that holds the query and its first results. */
export const BOOT_RESULTS_ID = 'boot-results'

/**
 * A poster's path, on an <img> without `src`: the browser's preload scanner would otherwise fetch it
 * before the gate could send the launch to the operator's checker instead.
 */
export const BOOT_IMAGE_ATTRIBUTE = 'data-boot-src'
/** Its sized variants and the width it is drawn at, for the browser to pick the one the app's poster picks. */
export const BOOT_SRCSET_ATTRIBUTE = 'data-boot-srcset'
export const BOOT_SIZES_ATTRIBUTE = 'data-boot-sizes'

/** A search result's poster is drawn 64 CSS px wide (src/features/search/components/SearchResults.tsx). */
export const RESULT_POSTER_WIDTH = 64

// A picture's variant as src/lib/image-variants.ts names it; the gate checks against these, and the
// server writes nothing else (this file imports nothing: the inline gate carries it).
export const VARIANT_URL = /^\/images\/[\w/.-]+\.webp\?w=\d{1,4}(&q=low)?$/
export const VARIANT_SRCSET = /^\/images\/[\w/.-]+\.webp\?w=\d{1,4} \d{1,4}w(, \/images\/[\w/.-]+\.webp\?w=\d{1,4} \d{1,4}w)*$/
export const VARIANT_SIZES = /^\d{1,4}px$/

/** The shell's feed, between these two comments, is what the server may draw over. */
export const BOOT_FEED_START = '<!--boot-feed-->'
export const BOOT_FEED_END = '<!--/boot-feed-->'

/** A phone's first screen of results (a row is about 100 px high). */
export const FIRST_SCREEN_RESULTS = 6
