// Where a series episode's opening titles play, in seconds from its start. The reference clip has
// no real intro: the range is the seed's, early enough to fall inside the short episodes tests
// play (MEDIA_EPISODE_SECONDS), and moved a little from one episode to the next, as real cold
// opens vary. Films have none.

const INTRO_LENGTH_S = 15

export function introRange(contentType: 'single' | 'serie', episodeId: number): { start: number; end: number } | null {
  if (contentType !== 'serie') return null
  const start = 2 + (episodeId % 3)
  return { start, end: start + INTRO_LENGTH_S }
}
