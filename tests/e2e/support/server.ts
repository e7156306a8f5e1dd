import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ServerHost } from './server-host-client.ts'

const repo = fileURLToPath(new URL('../../..', import.meta.url))

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The real reference server as a child process (`node server/main.ts`), on a free port with its
 * own temporary data directory. It can be stopped and started again on the same port and data,
 * which is how a test takes the network away from the app honestly.
 */
export class TestServer {
  readonly url: string
  readonly port: number
  readonly dataDir: string
  private child: ChildProcess | null = null
  private hostRunning = false
  private output = ''

  private readonly env: Record<string, string>
  private readonly hosted: boolean

  private constructor(port: number, dataDir: string, env: Record<string, string>, hosted: boolean) {
    this.port = port
    this.dataDir = dataDir
    this.env = env
    this.hosted = hosted
    this.url = `http://127.0.0.1:${port}`
  }

  /** `env` adds to the server's configuration, e.g. `{ MEDIA_GRANT_TTL_S: '3' }`. */
  static async create(env: Record<string, string> = {}): Promise<TestServer> {
    const server = new TestServer(await freePort(), mkdtempSync(join(tmpdir(), 'stream-e2e-')), env, false)
    await server.start()
    return server
  }

  /**
   * The same server in this worker's server process (server-host.ts), which has its modules loaded
   * already: a start takes milliseconds instead of a second. Its own port, data and environment, as
   * with `create`; only one at a time per worker.
   */
  static async hosted(env: Record<string, string> = {}): Promise<TestServer> {
    const server = new TestServer(await freePort(), mkdtempSync(join(tmpdir(), 'stream-e2e-')), env, true)
    await server.start()
    return server
  }

  private environment(): Record<string, string> {
    const inherited = Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined)
    return {
      ...Object.fromEntries(inherited),
      HOST: '127.0.0.1',
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      NODE_ENV: 'test',
      ...this.env,
    }
  }

  async start(): Promise<void> {
    if (this.hosted) return this.startHosted()
    if (this.child) return
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: repo,
      env: this.environment(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in 20 s:\n${this.output}`)), 20_000)
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString()
        if (this.output.includes('Listening on')) {
          clearTimeout(timer)
          resolve()
        }
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()))
      child.once('exit', (code) => {
        clearTimeout(timer)
        this.child = null
        reject(new Error(`server exited with ${code}:\n${this.output}`))
      })
    })
  }

  private async startHosted(): Promise<void> {
    if (this.hostRunning) return
    const host = ServerHost.get()
    host.onOutput = (text) => (this.output += text)
    host.onExit = (code) => {
      this.hostRunning = false
      this.output += `server process exited with ${code}\n`
    }
    try {
      await host.request({ op: 'start', env: this.environment() })
    } catch (err) {
      throw new Error(`server did not start: ${String(err)}\n${this.output}`, { cause: err })
    }
    this.hostRunning = true
  }

  async stop(): Promise<void> {
    if (this.hosted) {
      if (!this.hostRunning) return
      this.hostRunning = false
      return ServerHost.get().request({ op: 'stop' })
    }
    const child = this.child
    if (!child) return
    this.child = null
    child.removeAllListeners('exit')
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
  }

  /** Lines the server printed since it started, e.g. the OTP it sent. */
  get log(): string {
    return this.output
  }

  async dispose(): Promise<void> {
    await this.stop()
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}
