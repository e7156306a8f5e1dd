// Paints the seed catalogue's artwork (posters, banners, sliders, episode stills, notification and
// promotion images, provider marks) into server/assets/images/, plus the PWA icons into public/.
// The manifest's screenshot of home comes from the real app (scripts/make-screenshot.ts).
// Everything is original and deterministic: re-running gives the same files. Each catalogue picture
// then gets its sized variants beside it, WebP and AVIF (scripts/assets/variants.ts).
//
//   node scripts/make-images.ts              paint everything, then the variants
//   node scripts/make-images.ts --variants   the variants alone, from the pictures already painted
//   node scripts/make-images.ts --icons      the PNGs already painted (icons, provider marks) compacted
//
// Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and fonts-noto-core (Noto Sans Myanmar).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { catalogue, titleSpecs } from '../server/seed/catalog.ts'
import { openPainter } from './assets/browser.ts'
import { iconJobs, imageJobs, type ImageJob } from './assets/image-specs.ts'
import { makeVariants } from './assets/variants.ts'
import { compactPng, compactPngsIn } from './assets/png.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const assets = join(root, 'server/assets')
const MAX_BYTES = 30 * 1024

/** /images/x.webp → server/assets/images/x.webp; public/… stays repo-relative. */
function fileFor(url: string): string {
  return url.startsWith('/') ? join(assets, url) : join(root, url)
}

async function variants(): Promise<void> {
  const started = Date.now()
  const totals = await makeVariants(join(assets, 'images'), (done, all) => console.log(`  ${done}/${all} pictures' variants`))
  console.log(
    `variants: ${totals.files} files, ${(totals.bytes / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

async function main(): Promise<void> {
  if (process.argv.includes('--variants')) return variants()
  if (process.argv.includes('--icons')) {
    for (const dir of [join(root, 'public/icons'), join(assets, 'images/providers')]) {
      const { before, after } = await compactPngsIn(dir)
      console.log(`${dir}: ${(before / 1024).toFixed(1)} KB → ${(after / 1024).toFixed(1)} KB`)
    }
    return
  }
  const langs = new Map(titleSpecs.map((t) => [t.id, t.lang]))
  const jobs: ImageJob[] = [...imageJobs(catalogue, (id) => langs.get(id) ?? 'en'), ...iconJobs()]
  const started = Date.now()
  const painter = await openPainter()
  rmSync(join(assets, 'images'), { recursive: true, force: true })
  const totals = new Map<string, { count: number; bytes: number; max: number }>()
  const tooBig: string[] = []
  try {
    for (const [i, job] of jobs.entries()) {
      const painted = (await painter.render(job.spec)).buffer
      const buffer = job.spec.format === 'png' ? await compactPng(painted) : painted
      const file = fileFor(job.url)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, buffer)
      if (buffer.length > MAX_BYTES) tooBig.push(`${job.url} (${buffer.length} B)`)
      const t = totals.get(job.spec.kind) ?? { count: 0, bytes: 0, max: 0 }
      totals.set(job.spec.kind, { count: t.count + 1, bytes: t.bytes + buffer.length, max: Math.max(t.max, buffer.length) })
      if ((i + 1) % 100 === 0) console.log(`  ${i + 1}/${jobs.length} images`)
    }
  } finally {
    await painter.close()
  }

  let all = 0
  for (const [kind, t] of totals) {
    all += t.bytes
    console.log(
      `${kind.padEnd(14)} ${String(t.count).padStart(4)} files  ${(t.bytes / 1024).toFixed(0).padStart(6)} KB  max ${(t.max / 1024).toFixed(1)} KB`,
    )
  }
  console.log(`total ${(all / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (tooBig.length) {
    console.error(`Over the ${MAX_BYTES / 1024} KB limit:\n  ${tooBig.join('\n  ')}`)
    process.exitCode = 1
  }
  await variants()
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
