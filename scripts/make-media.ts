// Makes the reference HLS media for the server from synthetic ffmpeg sources (original content,
// no downloads): server/assets/media/hls/ (the episode stream) and server/assets/media/trailer/.
//
//   node scripts/make-media.ts      (or: npm run media)
//
// Each set is a master playlist over several H.264 + AAC renditions, VOD, in fragmented MP4
// segments (init.mp4 + seg_NNN.m4s). Not MPEG-TS: a `.ts` segment under server/ would be taken for
// TypeScript by tsc and eslint.
// Only whoever regenerates the media needs ffmpeg; the generated files are committed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { avcCodecOf, dirBytes, measureBitrate, parseMediaPlaylist } from './assets/hls.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const mediaRoot = join(root, 'server/assets/media')
const BUDGET = 8 * 1024 * 1024
const FPS = 24

interface Rendition {
  name: string
  width: number
  height: number
  /** The BANDWIDTH declared in the master playlist (raised if a segment measures higher). */
  bandwidth: number
  videoMaxrate: number
  crf: number
  level: string
  audioKbps: number
}

interface MediaSet {
  dir: string
  label: string
  seconds: number
  segmentSeconds: number
  /** lavfi video source, drawn at 1280×720 and scaled down per rendition. */
  source: string
  tone: number
  renditions: Rendition[]
}

const r240: Rendition = {
  name: '240p',
  width: 426,
  height: 240,
  bandwidth: 300_000,
  videoMaxrate: 210,
  crf: 31,
  level: '2.1',
  audioKbps: 48,
}
const r360: Rendition = {
  name: '360p',
  width: 640,
  height: 360,
  bandwidth: 700_000,
  videoMaxrate: 560,
  crf: 31,
  level: '3.0',
  audioKbps: 64,
}
const r720: Rendition = {
  name: '720p',
  width: 1280,
  height: 720,
  bandwidth: 1_500_000,
  videoMaxrate: 1250,
  crf: 34,
  level: '3.1',
  audioKbps: 96,
}

const sets: MediaSet[] = [
  {
    dir: 'hls',
    label: 'REFERENCE STREAM',
    seconds: 36,
    segmentSeconds: 4,
    source: `testsrc2=size=1280x720:rate=${FPS}`,
    tone: 440,
    renditions: [r240, r360, r720],
  },
  {
    dir: 'trailer',
    label: 'TRAILER',
    seconds: 15,
    segmentSeconds: 3,
    source: `gradients=size=1280x720:rate=${FPS}:speed=0.02:c0=0x0095d5:c1=0x14213d:c2=0xfca311:c3=0x7b2cbf:seed=7`,
    tone: 660,
    renditions: [r240, r360, r720],
  },
]

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function run(cmd: string, args: string[]): void {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  if (res.error) fail(`${cmd} failed to start: ${res.error.message}`)
  if (res.status !== 0) fail(`${cmd} exited with ${res.status}:\n${res.stderr.slice(-3000)}`)
}

function checkFfmpeg(): void {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' })
  if (res.error || res.status !== 0) {
    fail('ffmpeg was not found. It is only needed to regenerate the media: install it (apt-get install ffmpeg) and run again.')
  }
  if (!res.stdout.includes('libx264'))
    fail('This ffmpeg has no libx264 encoder; install a build with libx264 (Debian: apt-get install ffmpeg).')
}

function fontFile(): string {
  const candidates = ['/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf']
  const found = candidates.find((f) => existsSync(f))
  if (!found) fail(`No font for drawtext; install fonts-noto-core (looked for ${candidates.join(', ')}).`)
  return found
}

/** drawtext needs ':' and '\'' escaped inside its option values. */
const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, "\\'")

function encode(set: MediaSet, r: Rendition, font: string): void {
  const out = join(mediaRoot, set.dir, r.name)
  mkdirSync(out, { recursive: true })
  const gop = FPS * set.segmentSeconds
  const text = (t: string, size: number, x: string, y: string, extra = '') =>
    `drawtext=fontfile='${font}':text='${t}':fontsize=${size}:fontcolor=white:x=${x}:y=${y}:box=1:boxcolor=black@0.55:boxborderw=14${extra}`
  const video = [
    `[0:v]${text(esc(set.label), 44, '(w-text_w)/2', '60')}`,
    text(esc(`${r.name}  ·  max ${Math.round(r.bandwidth / 1000)} kbps`), 36, '(w-text_w)/2', '140'),
    text('%{pts\\:hms}', 64, '(w-text_w)/2', 'h-150'),
    text(esc(`frame %{frame_num}`), 28, '40', 'h-70'),
    `scale=${r.width}:${r.height}:flags=bicubic,format=yuv420p[v]`,
  ].join(',')
  run('ffmpeg', [
    '-hide_banner',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `${set.source}:duration=${set.seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${set.tone}:beep_factor=3:sample_rate=48000:duration=${set.seconds}`,
    '-filter_complex',
    video,
    '-map',
    '[v]',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-profile:v',
    'main',
    '-level:v',
    r.level,
    '-crf',
    String(r.crf),
    '-maxrate',
    `${r.videoMaxrate}k`,
    '-bufsize',
    `${r.videoMaxrate * 2}k`,
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-bf',
    '2',
    '-c:a',
    'aac',
    '-b:a',
    `${r.audioKbps}k`,
    '-ac',
    '2',
    '-ar',
    '48000',
    '-f',
    'hls',
    '-hls_time',
    String(set.segmentSeconds),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    join(out, 'seg_%03d.m4s'),
    join(out, 'index.m3u8'),
  ])
}

function writeMaster(set: MediaSet): void {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS']
  for (const r of set.renditions) {
    const dir = join(mediaRoot, set.dir, r.name)
    const playlist = parseMediaPlaylist(readFileSync(join(dir, 'index.m3u8'), 'utf8'))
    if (!playlist.segments.length) fail(`${set.dir}/${r.name} has no segments`)
    const { peak, average } = measureBitrate(dir, playlist)
    const bandwidth = Math.max(r.bandwidth, peak)
    const codecs = `${avcCodecOf(join(dir, playlist.map ?? playlist.segments[0]?.uri ?? ''))},mp4a.40.2`
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},AVERAGE-BANDWIDTH=${average},RESOLUTION=${r.width}x${r.height},FRAME-RATE=${FPS}.000,CODECS="${codecs}"`,
    )
    lines.push(`${r.name}/index.m3u8`)
    console.log(
      `  ${set.dir}/${r.name}: ${playlist.segments.length} segments, peak ${Math.round(peak / 1000)} kbps, average ${Math.round(average / 1000)} kbps, ${codecs}`,
    )
  }
  writeFileSync(join(mediaRoot, set.dir, 'master.m3u8'), `${lines.join('\n')}\n`)
}

// Seek preview: one 160×90 frame every 2 s of the clip, tiled into one small JPEG, and a WebVTT
// track naming each frame's tile. Made from the 360p rendition already encoded, so it can be
// remade alone (`npm run media -- --thumbnails`) without touching the committed segments.
const THUMB_EVERY_S = 2
const THUMB_W = 160
const THUMB_H = 90

function makeThumbnails(set: MediaSet): void {
  const dir = join(mediaRoot, set.dir, 'thumbs')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const count = Math.ceil(set.seconds / THUMB_EVERY_S)
  const cols = 6
  const rows = Math.ceil(count / cols)
  run('ffmpeg', [
    '-hide_banner',
    '-y',
    '-i',
    join(mediaRoot, set.dir, '360p', 'index.m3u8'),
    '-vf',
    `fps=1/${THUMB_EVERY_S},scale=${THUMB_W}:${THUMB_H},tile=${cols}x${rows}`,
    '-frames:v',
    '1',
    '-q:v',
    '16',
    join(dir, 'sprite.jpg'),
  ])
  const stamp = (s: number) => `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`
  const cues = ['WEBVTT', '']
  for (let i = 0; i < count; i++) {
    const x = (i % cols) * THUMB_W
    const y = Math.floor(i / cols) * THUMB_H
    cues.push(
      `${stamp(i * THUMB_EVERY_S)} --> ${stamp(Math.min(set.seconds, (i + 1) * THUMB_EVERY_S))}`,
      `sprite.jpg#xywh=${x},${y},${THUMB_W},${THUMB_H}`,
      '',
    )
  }
  writeFileSync(join(dir, 'thumbnails.vtt'), cues.join('\n'))
  console.log(`  ${set.dir}/thumbs: ${count} frames, ${(dirBytes(dir) / 1024).toFixed(1)} KB`)
}

function main(): void {
  checkFfmpeg()
  if (process.argv.includes('--thumbnails')) {
    for (const set of sets) if (set.dir === 'hls') makeThumbnails(set)
    return
  }
  const font = fontFile()
  for (const set of sets) {
    rmSync(join(mediaRoot, set.dir), { recursive: true, force: true })
    console.log(`${set.dir}: ${set.seconds} s in ${set.segmentSeconds} s segments`)
    for (const r of set.renditions) encode(set, r, font)
    writeMaster(set)
    if (set.dir === 'hls') makeThumbnails(set)
  }
  const total = dirBytes(mediaRoot)
  console.log(`server/assets/media: ${(total / 1024 / 1024).toFixed(2)} MB (budget ${BUDGET / 1024 / 1024} MB)`)
  if (total >= BUDGET) fail('Over the media size budget: lower the CRF/maxrate or the duration.')
}

main()
