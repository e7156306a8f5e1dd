import { staticClosure, type Manifest } from '../lib/startup-bytes.ts'

/** The routes whose screen code ships in a start-up file (the entry or what it imports statically): should be none. */
export function routesInStartup(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entry) throw new Error('The build manifest has no entry chunk')
  const startup = new Set([...staticClosure(manifest, entry)].map((k) => manifest[k]!.file))
  const screens = Object.keys(manifest).filter((k) => /^src\/routes\/.+\?tsr-split=component/.test(k))
  if (screens.length === 0) throw new Error('The build manifest has no route component chunk: is the router still splitting routes?')
  return screens.filter((k) => startup.has(manifest[k]!.file)).map((k) => k.replace(/\?.*$/, ''))
}
