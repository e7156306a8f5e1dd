// The reference server's process for one Playwright worker: it loads the server's modules once and
// runs each test's server in turn (server.ts, `TestServer.hosted`), as `node server/main.ts` would with
// that test's environment. Loading those modules was most of a server's start.
import { resolve } from 'node:path'
import { startServer, type RunningServer } from '../../../server/server.ts'
import { REPO_ROOT } from '../../../server/app.ts'
import { catalogue } from '../../../server/seed/catalog.ts'

export type HostRequest = { id: number; op: 'start'; env: Record<string, string> } | { id: number; op: 'stop' }
export type HostReply = { id: number; ok: true } | { id: number; ok: false; error: string } | { log: string }

const send = (message: HostReply) => process.send?.(message)
let running: RunningServer | null = null

/** The whole environment becomes the test's, as a spawned server's would: the server reads it as it starts. */
function useEnv(env: Record<string, string>): void {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key]
  Object.assign(process.env, env)
}

async function handle(request: HostRequest): Promise<void> {
  if (request.op === 'stop') {
    const server = running
    running = null
    await server?.close()
    return
  }
  if (running) throw new Error('a server is already running in this host')
  const env = request.env
  useEnv(env)
  // The options main.ts derives from the same variables.
  running = await startServer({
    host: env.HOST,
    port: Number(env.PORT),
    dataDir: resolve(env.DATA_DIR ?? ''),
    staticDir: resolve(env.STATIC_DIR ?? resolve(REPO_ROOT, 'dist')),
    production: env.NODE_ENV === 'production',
    catalogue,
    log: (line) => send({ log: line }),
  })
}

process.on('message', (request: HostRequest) => {
  handle(request).then(
    () => send({ id: request.id, ok: true }),
    (err: unknown) => send({ id: request.id, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  )
})
// The worker that started this process is gone.
process.on('disconnect', () => process.exit(0))
