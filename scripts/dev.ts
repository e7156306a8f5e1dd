// `npm run dev`: the reference server plus Vite with hot reload; Vite proxies API paths to it.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const apiPort = process.env.API_PORT ?? '8080'
const children: ChildProcess[] = []

function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code) => shutdown(code ?? 0))
  children.push(child)
  return child
}

function shutdown(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}

process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

start(['server/main.ts'], { PORT: apiPort })
start(['node_modules/vite/bin/vite.js'], { API_TARGET: `http://127.0.0.1:${apiPort}` })
