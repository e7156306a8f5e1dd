import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { HostReply, HostRequest } from './server-host.ts'

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const program = fileURLToPath(new URL('./server-host.ts', import.meta.url))

type Pending = { resolve: () => void; reject: (err: Error) => void }
type Request = { op: 'start'; env: Record<string, string> } | { op: 'stop' }

/**
 * This worker's server process (server-host.ts), started on first use and again if it died. One
 * server runs in it at a time: a worker runs one test at a time.
 */
export class ServerHost {
  private static shared: ServerHost | null = null
  private child: ChildProcess | null = null
  private nextId = 1
  private readonly pending = new Map<number, Pending>()
  /** Where the running server's log lines and the process's own output go. */
  onOutput: (text: string) => void = () => undefined
  /** Told when the process ends while a server runs in it, as a spawned server's exit would be. */
  onExit: (code: number | null) => void = () => undefined

  static get(): ServerHost {
    ServerHost.shared ??= new ServerHost()
    return ServerHost.shared
  }

  /** Ends the process, for the worker's teardown. */
  static async close(): Promise<void> {
    const child = ServerHost.shared?.child
    ServerHost.shared = null
    if (!child || child.exitCode !== null) return
    // Held open until it has ended, where nothing else keeps this process running.
    child.ref()
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }

  request(request: Request): Promise<void> {
    const child = this.process()
    const id = this.nextId++
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      child.send({ ...request, id } satisfies HostRequest)
    })
  }

  private process(): ChildProcess {
    if (this.child) return this.child
    const child = fork(program, [], { cwd: repo, execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'], serialization: 'json' })
    child.stdout?.on('data', (chunk: Buffer) => this.onOutput(chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => this.onOutput(chunk.toString()))
    child.on('message', (reply: HostReply) => {
      if ('log' in reply) return this.onOutput(`${reply.log}\n`)
      const pending = this.pending.get(reply.id)
      this.pending.delete(reply.id)
      if (reply.ok) pending?.resolve()
      else pending?.reject(new Error(reply.error))
    })
    child.once('exit', (code) => {
      this.child = null
      for (const { reject } of this.pending.values()) reject(new Error(`the server process exited with ${code}`))
      this.pending.clear()
      this.onExit(code)
    })
    // The worker may end without waiting for it; disconnecting ends it (server-host.ts).
    child.unref()
    this.child = child
    return child
  }
}
