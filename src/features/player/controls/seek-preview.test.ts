import { describe, expect, it } from 'vitest'
import { parseThumbnails, tileAt } from './seek-preview'

const track =
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nsprite.jpg#xywh=0,0,160,90\n\n00:00:02.000 --> 00:00:04.000\nsprite.jpg#xywh=160,0,160,90\n\n00:00:04.000 --> 00:00:06.000\nhttps://evil.example/x.jpg#xywh=0,0,1,1\n'

describe('seek preview', () => {
  it('reads the tiles of a thumbnail track beside it, and drops any on another site', () => {
    const tiles = parseThumbnails(track, 'https://app.example/media/e/1/g/thumbs/thumbnails.vtt')
    expect(tiles).toHaveLength(2)
    expect(tiles[1]).toEqual({ start: 2, end: 4, url: 'https://app.example/media/e/1/g/thumbs/sprite.jpg', x: 160, y: 0, w: 160, h: 90 })
  })
  it('finds the tile for a moment', () => {
    const tiles = parseThumbnails(track, 'https://app.example/t/thumbnails.vtt')
    expect(tileAt(tiles, 0)?.x).toBe(0)
    expect(tileAt(tiles, 3.5)?.x).toBe(160)
    expect(tileAt(tiles, 9)).toBeNull()
  })
})
