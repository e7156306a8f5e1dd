// The sized variants of each painted picture (src/lib/image-variants.ts names them): at half, three
// quarters and all of its width, in WebP and AVIF, at the normal and the data saver's quality. Made
// from the painted file itself with sharp (libvips), so re-running on the same pictures gives the
// same files. The full-width normal WebP is the painted file, served as it is.
import { readdirSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import sharp from 'sharp'
import { paintedWidth, variantFile, variantWidths } from '../../src/lib/image-variants.ts'

// Quality per format: the normal one looks like the painted file; the low one is for the data saver,
// where a softer picture is the point. AVIF's scale is lower than WebP's for the same look.
const QUALITY = {
  webp: { normal: 78, low: 42 },
  avif: { normal: 52, low: 30 },
} as const

export interface VariantTotals {
  files: number
  bytes: number
}

/** Every variant of one painted picture, written beside it. */
export async function writeVariants(imagesDir: string, file: string, totals: VariantTotals): Promise<void> {
  const path = `/images/${relative(imagesDir, file).split(sep).join('/')}`
  const width = paintedWidth(path)
  if (width === null) return
  for (const w of variantWidths(width)) {
    const resized = sharp(file).resize({ width: w, kernel: 'lanczos3' })
    for (const low of [false, true]) {
      for (const format of ['webp', 'avif'] as const) {
        if (w === width && !low && format === 'webp') continue
        const quality = QUALITY[format][low ? 'low' : 'normal']
        const out =
          format === 'webp'
            ? await resized.clone().webp({ quality, effort: 4 }).toBuffer()
            : await resized.clone().avif({ quality, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer()
        writeFileSync(join(imagesDir, variantFile(path, w, low, format).slice('/images/'.length)), out)
        totals.files += 1
        totals.bytes += out.length
      }
    }
  }
}

/** The painted pictures under `imagesDir` (never a variant itself). */
export function paintedFiles(imagesDir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(imagesDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.includes('@') || !entry.name.endsWith('.webp')) continue
    files.push(join(entry.parentPath, entry.name))
  }
  return files.sort()
}

/** Writes every variant; returns how many files and bytes. */
export async function makeVariants(
  imagesDir: string,
  progress: (done: number, all: number) => void = () => undefined,
): Promise<VariantTotals> {
  // One picture at a time: libvips threads each encode across the cores already.
  sharp.concurrency(0)
  const totals: VariantTotals = { files: 0, bytes: 0 }
  const files = paintedFiles(imagesDir)
  for (const [i, file] of files.entries()) {
    await writeVariants(imagesDir, file, totals)
    if ((i + 1) % 50 === 0) progress(i + 1, files.length)
  }
  return totals
}
