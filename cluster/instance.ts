import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { exited, freePort, GaveUp, killGroup, spawnGroup, tail, waitFor } from './processes.ts'

export const REPO_ROOT = path.resolve(import.meta.dirname, '..')

/** The project's pinned Node 24 (the system node may be older and cannot run the server's .ts files). */
export function projectNode(): string {
  const pinned = path.join(REPO_ROOT, 'node_modules', '.bin', 'node')
  return fs.existsSync(pinned) ? pinned : process.execPath
}

/** One app process (`node server/main.ts`) on its own loopback port. */
export interface Instance {
  /** 1-based, as in the logs and the test header. */
  index: number
  readonly port: number
  readonly url: string
  log: string
  readonly running: boolean
  start(): Promise<void>
  /** SIGTERM and wait (graceful: requests in flight finish), or SIGKILL (a crash). */
  stop(how?: 'graceful' | 'kill'): Promise<void>
}

export async function createInstance(
  index: number,
  dir: string,
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<Instance> {
  let port = await freePort()
  const log = path.join(dir, `instance-${index}.log`)
  let child: ChildProcess | null = null
  let started = false

  async function ready(): Promise<boolean> {
    if (!child || child.exitCode !== null) throw new GaveUp(`instance ${index} exited\n${tail(log)}`)
    const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) })
    return res.ok
  }

  async function launch() {
    child = spawnGroup(projectNode(), [path.join(REPO_ROOT, 'server', 'main.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      log,
    })
    await waitFor(`instance ${index}`, ready, options.readyTimeoutMs ?? 60_000)
  }

  return {
    index,
    get port() {
      return port
    },
    get url() {
      return `http://127.0.0.1:${port}`
    },
    log,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null
    },
    async start() {
      try {
        await launch()
      } catch (error) {
        // Someone took the free port before the instance bound it: on its first start (nginx does not
        // know the port yet), take another. A restart keeps its port, which nginx sends to.
        if (started || !tail(log, 40).includes('EADDRINUSE')) throw error
        port = await freePort()
        await launch()
      }
      started = true
    },
    async stop(how = 'graceful') {
      const running = child
      if (!running) return
      child = null
      if (how === 'kill') killGroup(running.pid, 'SIGKILL')
      else {
        running.kill('SIGTERM')
        const late = setTimeout(() => killGroup(running.pid, 'SIGKILL'), 15_000)
        await exited(running)
        clearTimeout(late)
      }
      await exited(running)
    },
  }
}
