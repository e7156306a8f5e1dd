import { resolve } from 'node:path'
import { startServer } from './server.ts'
import { REPO_ROOT } from './app.ts'
import { catalogue } from './seed/catalog.ts'

const env = process.env
const host = env.HOST ?? '127.0.0.1'
const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be an integer 0..65535, got "${env.PORT}"`)
  process.exit(1)
}

const server = await startServer({
  host,
  port,
  dataDir: resolve(env.DATA_DIR ?? resolve(REPO_ROOT, '.data')),
  staticDir: resolve(env.STATIC_DIR ?? resolve(REPO_ROOT, 'dist')),
  production: env.NODE_ENV === 'production',
  catalogue,
})

console.log(`Listening on ${server.url}`)
if (!env.PUBLIC_ORIGIN && (host === '0.0.0.0' || host === '::')) {
  console.log(`PUBLIC_ORIGIN is not set: pay addresses are built on ${server.url}. Set it to the address viewers use.`)
}
if (env.NODE_ENV === 'production' && !env.HE_TRUSTED_PROXIES) {
  console.log("HE_TRUSTED_PROXIES is not set: no X-MSISDN is believed. Set it to the operator gateway's CIDRs.")
}
const demo = server.demoData ? catalogue.demoUsers[0] : undefined
if (demo) {
  const local = `09${demo.phone.slice(3)}`
  console.log(`Log in with the demo number ${local} (${demo.phone}, ${demo.name}).`)
  for (const other of catalogue.demoUsers.slice(1)) {
    const kind = other.premiumDays > 0 ? `subscribed${other.provider ? ` via ${other.provider}` : ''}` : 'no subscription'
    console.log(`  also: 09${other.phone.slice(3)} (${other.name}, ${kind})`)
  }
}
if (env.NODE_ENV === 'production') {
  // Whoever reads a production log must not be able to log in as anyone.
  console.log('One-time codes go to the SMS gateway only; this log never shows them.')
} else {
  console.log('The one-time code is printed in this console when it is sent, and is readable at')
  console.log(`  ${server.url}/__dev/otp?phone=${demo?.phone ?? '959…'}`)
}

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`${signal}: closing`)
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err)
      process.exit(1)
    },
  )
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
