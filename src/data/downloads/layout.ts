/** Keys sit under a prefix no server route answers: never taken for a live file, and no grant in a key. */
export const DOWNLOADS_CACHE = 'downloads-v1'
export const DOWNLOADS_PREFIX = '/__downloads/'

/** The stored master playlist of an episode: it names the one rendition that was kept. */
export const storedMaster = (episodeId: number) => `${DOWNLOADS_PREFIX}${episodeId}/master.m3u8`

/** The key of a file of an episode, from its path below the stream root (`720p/l3/seg_004.m4s`). */
export const storedFile = (episodeId: number, path: string) => `${DOWNLOADS_PREFIX}${episodeId}/${path}`
