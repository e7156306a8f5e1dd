// PNG as the browser's canvas writes it is unquantised and barely compressed: the app icons are flat
// colour, and a palette of 256 keeps them as they look at a fifth of the bytes or less.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

export function compactPng(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer()
}

/** Compacts every PNG in `dir` in place; a file the palette would not shrink stays as it is. */
export async function compactPngsIn(dir: string): Promise<{ before: number; after: number }> {
  let before = 0
  let after = 0
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.png'))
    .sort()) {
    const file = join(dir, name)
    const source = readFileSync(file)
    const out = await compactPng(source)
    before += source.length
    const kept = out.length < source.length ? out : source
    after += kept.length
    if (kept === out) writeFileSync(file, out)
  }
  return { before, after }
}
