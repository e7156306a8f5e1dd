import { describe, expect, it } from 'vitest'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import { kickDownloader } from './downloader'
import { storedMaster } from './layout'
import { queueDownload } from './queue'
import { subtitlePlaylists, trimMaster } from './playlist'

const SUBS = ['my', 'en'].map(
  (l) => `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${l}",LANGUAGE="${l}",DEFAULT=NO,AUTOSELECT=YES,URI="subs/${l}.m3u8"`,
)
const subPlaylist = (l: string) =>
  `#EXTM3U\n#EXT-X-TARGETDURATION:40\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:40.000,\n${l}.vtt\n#EXT-X-ENDLIST\n`

/** The harness's master for episode 11, with Burmese and English subtitles as the server lists them. */
function withSubtitles(t: ReturnType<typeof downloadHarness>) {
  const master = new TextDecoder().decode(t.mediaBody(11, 'master.m3u8') ?? new Uint8Array())
  const lines = master.split('\n').map((l) => (l.startsWith('#EXT-X-STREAM-INF:') ? `${l},SUBTITLES="subs"` : l))
  lines.splice(3, 0, ...SUBS)
  t.server.override.set('master.m3u8', lines.join('\n'))
}

async function download(t: ReturnType<typeof downloadHarness>) {
  const deps = t.context()
  await t.h.login(1)
  expect((await queueDownload(deps, request(11))).ok).toBe(true)
  await kickDownloader(deps)
  return t.db.downloads.get(11)
}

describe('downloads with subtitles', () => {
  it('an episode’s download keeps its Burmese and English subtitles, and its stored master names them', async () => {
    const t = downloadHarness()
    withSubtitles(t)
    for (const l of ['my', 'en']) {
      t.server.override.set(`subs/${l}.m3u8`, subPlaylist(l))
      t.server.override.set(`subs/${l}.vtt`, `WEBVTT\n\n00:00:00.500 --> 00:00:03.500\n${l === 'my' ? 'မင်္ဂလာပါ။' : 'Hello.'}\n`)
    }
    const row = await download(t)
    expect(row?.state).toBe('completed')
    for (const f of ['subs/my.m3u8', 'subs/my.vtt', 'subs/en.m3u8', 'subs/en.vtt'])
      expect(t.caches.paths()).toContain(`/__downloads/11/${f}`)
    const cache = await t.caches.open('downloads-v1')
    expect(await (await cache.match('/__downloads/11/subs/my.vtt'))?.text()).toContain('မင်္ဂလာပါ။')
    const master = (await (await cache.match(storedMaster(11)))?.text()) ?? ''
    expect(subtitlePlaylists(master)).toEqual(['subs/my.m3u8', 'subs/en.m3u8'])
    expect(row?.bytesDone).toBe(t.caches.usedBytes())
  })

  it('subtitles the server will not give are left out, and the stored master no longer names them', async () => {
    const t = downloadHarness()
    withSubtitles(t)
    const row = await download(t)
    expect(row?.state).toBe('completed')
    const master = (await (await (await t.caches.open('downloads-v1')).match(storedMaster(11)))?.text()) ?? ''
    expect(master).not.toContain('TYPE=SUBTITLES')
    expect(master).not.toContain('SUBTITLES="subs"')
    expect(t.caches.paths().some((p) => p.includes('/subs/'))).toBe(false)
  })

  it('only plain relative subtitle addresses are taken from a master', () => {
    const master = `#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,URI="../12/subs/my.m3u8"\n#EXT-X-MEDIA:TYPE=SUBTITLES,URI="https://evil.example/x.m3u8"\n${SUBS[0] ?? ''}\n`
    expect(subtitlePlaylists(master)).toEqual(['subs/my.m3u8'])
    expect(trimMaster(master, { quality: '720p', uri: '720p/index.m3u8', bandwidth: 1 }, ['subs/my.m3u8'])).toContain('URI="subs/my.m3u8"')
  })
})
