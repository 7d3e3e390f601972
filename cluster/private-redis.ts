import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { accepts, exited, freePort, killGroup, spawnGroup, tail, waitFor } from './processes.ts'

/** A redis-server of our own on a free port, for drills that kill it (never the machine's). */
export interface PrivateRedis {
  url: string
  port: number
  kill(): Promise<void>
  start(): Promise<void>
  close(): Promise<void>
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernway-redis-'))
  const log = path.join(dir, 'redis.log')
  const port = await freePort()
  let child: ChildProcess | null = null
  async function start() {
    child = spawnGroup(
      process.env.REDIS_SERVER ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { log },
    )
    try {
      await waitFor('private Redis', () => accepts(port), 15_000)
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${tail(log)}`)
    }
  }
  async function kill() {
    const running = child
    if (!running) return
    child = null
    killGroup(running.pid, 'SIGKILL')
    await exited(running)
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    start,
    async close() {
      await kill()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
