import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

/** A port nobody listens on right now (the kernel picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Thrown by a readiness check that knows waiting longer cannot help (the process exited). */
export class GaveUp extends Error {}

/** Waits until `check` passes, or throws with what the last try said. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last: unknown = null
  for (;;) {
    try {
      if (await check()) return
    } catch (error) {
      if (error instanceof GaveUp) throw error
      last = error
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs} ms: ${String(last)}`)
    await sleep(50)
  }
}

/** Whether something accepts connections on this port. */
export function accepts(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

const groups = new Set<number>()
let cleanupHooked = false

/**
 * Starts a process in a group of its own, written to a log file: killGroup() then reaches its children
 * too (PostgreSQL's backends, nginx's workers). Groups still alive when this process exits are killed.
 */
export function spawnGroup(command: string, args: string[], options: SpawnOptions & { log: string }) {
  const out = fs.openSync(options.log, 'a')
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', out, out] })
  fs.closeSync(out)
  if (child.pid !== undefined) {
    const pid = child.pid
    groups.add(pid)
    child.once('exit', () => groups.delete(pid))
  }
  if (!cleanupHooked) {
    cleanupHooked = true
    process.once('exit', () => {
      for (const pid of groups) killGroup(pid, 'SIGKILL')
    })
  }
  return child
}

export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, signal)
  } catch {
    // Already gone.
  }
}

/** A system user's ids and group name (root cannot run PostgreSQL), or null when it does not exist. */
export function systemUser(name: string): { uid: number; gid: number; group: string } | null {
  try {
    const id = (flag: string) => execFileSync('id', [flag, name], { encoding: 'utf8' }).trim()
    return { uid: Number(id('-u')), gid: Number(id('-g')), group: id('-gn') }
  } catch {
    return null
  }
}

/** The last lines of a log file, for error messages. */
export function tail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}
