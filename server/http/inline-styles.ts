import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'

/**
 * CSP source expressions ('sha256-…') for each <style> element of a page. The build inlines the
 * app's stylesheet into index.html so the shell paints without a second round trip; the policy
 * allows exactly that text and no other inline style.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`)
}

let cached: { file: string; key: string; hashes: string[] } | null = null

/** The hashes for a page file, read again only when the file changes (a new build). */
export async function inlineStyleHashesOf(file: string): Promise<string[]> {
  const info = await stat(file)
  const key = `${info.size}:${info.mtimeMs}`
  if (cached?.file === file && cached.key === key) return cached.hashes
  const hashes = inlineStyleHashes(await readFile(file, 'utf8'))
  cached = { file, key, hashes }
  return hashes
}
