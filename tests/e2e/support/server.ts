import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

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
  private output = ''

  private readonly env: Record<string, string>

  private constructor(port: number, dataDir: string, env: Record<string, string>) {
    this.port = port
    this.dataDir = dataDir
    this.env = env
    this.url = `http://127.0.0.1:${port}`
  }

  /** `env` adds to the server's configuration, e.g. `{ MEDIA_GRANT_TTL_S: '3' }`. */
  static async create(env: Record<string, string> = {}): Promise<TestServer> {
    const server = new TestServer(await freePort(), mkdtempSync(join(tmpdir(), 'stream-e2e-')), env)
    await server.start()
    return server
  }

  async start(): Promise<void> {
    if (this.child) return
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: repo,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(this.port), DATA_DIR: this.dataDir, NODE_ENV: 'test', ...this.env },
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

  async stop(): Promise<void> {
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
