import { describe, expect, it } from 'vitest'
import { encodeHeader, fileRanges, packageBlob, packageLength, PREFIX_BYTES, readHeader, type PackageHeader } from './format'
import { toBase64Url } from './base64url'

const header = (files: number): PackageHeader => {
  // A descriptor as long as the server's for `files` segments (path, size and hash per file).
  const list = Array.from({ length: files }, (_, i) => ({
    path: `240p/l${Math.floor(i / 12)}/seg_${String(i % 12).padStart(3, '0')}.m4s`,
    bytes: 61_000,
    sha256: 'x'.repeat(43),
  }))
  const json = JSON.stringify({ v: 1, contentChildId: 101, titleId: 3, quality: '240p', durationS: files * 4, issuedAt: 1, files: list })
  return {
    descriptor: toBase64Url(new TextEncoder().encode(json)),
    signature: 'A'.repeat(86),
    title: 'ရုပ်ရှင်',
    episodeTitle: 'Episode 1',
    poster: null,
    master: '#EXTM3U\n' + 'x'.repeat(600),
  }
}

describe('the shared episode file', () => {
  it('reads back the header it wrote, and finds each file after it', async () => {
    const h = header(3)
    const files = [new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4, 5, 6])]
    const blob = packageBlob(
      h,
      files.map((f) => new Blob([f as BlobPart])),
    )
    const read = await readHeader(blob)
    if (!read.ok) throw new Error(read.problem)
    expect(read.header).toEqual(h)
    const described = files.map((f, i) => ({ path: `p${i}`, bytes: f.byteLength, sha256: '' }))
    expect(packageLength(read.filesAt, described)).toBe(blob.size)
    const ranges = fileRanges(read.filesAt, described)
    expect(new Uint8Array(await blob.slice(ranges[2]!.start, ranges[2]!.end).arrayBuffer())).toEqual(files[2])
  })

  it('is at most 1.01 × the stored bytes for an episode of 4-second 240p segments', () => {
    // 750 segments of 61 KB: a 50-minute 240p episode (46 MB); the master travels in the header.
    const h = header(750)
    const stored = 750 * 61_000 + new TextEncoder().encode(h.master).byteLength
    const size = encodeHeader(h).byteLength + 750 * 61_000
    expect(size / stored).toBeLessThanOrEqual(1.01)
  })

  it('the file is one blob of its parts: the header and the stored blobs, nothing copied twice', () => {
    const parts = [new Blob([new Uint8Array(1000)]), new Blob([new Uint8Array(2000)])]
    const blob = packageBlob(header(2), parts)
    expect(blob.size).toBe(encodeHeader(header(2)).byteLength + 3000)
    expect(blob.type).toBe('application/vnd.yokeshin.episode')
  })

  it('a version this app does not know is foreign, not damaged', async () => {
    const bytes = encodeHeader(header(1))
    bytes[8] = 2
    expect(await readHeader(new Blob([bytes as BlobPart]))).toEqual({ ok: false, problem: 'foreign' })
  })

  it('a header that is not valid UTF-8 JSON is damaged', async () => {
    const bytes = encodeHeader(header(1))
    bytes[PREFIX_BYTES] = 0xff
    expect(await readHeader(new Blob([bytes as BlobPart]))).toEqual({ ok: false, problem: 'damaged' })
  })

  it('a header cut short is damaged', async () => {
    const bytes = encodeHeader(header(1))
    expect(await readHeader(new Blob([bytes.slice(0, bytes.byteLength - 5) as BlobPart]))).toEqual({ ok: false, problem: 'damaged' })
  })
})
