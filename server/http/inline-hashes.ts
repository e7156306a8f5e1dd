import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'

export interface InlineHashes {
  styles: string[]
  scripts: string[]
}

const sourceOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * CSP source expressions ('sha256-…') for each inline <style> and <script> element of a page. The
 * build inlines the app's stylesheet (the shell paints without a second round trip) and the
 * start-up check (it runs before any script is asked for); the policy allows exactly that text and
 * no other inline code. A <script> with a src attribute is not inline and gets no hash.
 */
export function inlineHashes(html: string): InlineHashes {
  return {
    styles: [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sourceOf(m[1] ?? '')),
    scripts: [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sourceOf(m[1] ?? '')),
  }
}

let cached: { file: string; key: string; hashes: InlineHashes } | null = null

/** The hashes for a page file, read again only when the file changes (a new build). */
export async function inlineHashesOf(file: string): Promise<InlineHashes> {
  const info = await stat(file)
  const key = `${info.size}:${info.mtimeMs}`
  if (cached?.file === file && cached.key === key) return cached.hashes
  const hashes = inlineHashes(await readFile(file, 'utf8'))
  cached = { file, key, hashes }
  return hashes
}
