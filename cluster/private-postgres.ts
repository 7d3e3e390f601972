import { type ChildProcess, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { exited, freePort, killGroup, spawnGroup, systemUser, tail, waitFor } from './processes.ts'

/**
 * A PostgreSQL of our own (initdb in a temporary folder, its own port) for tests and drills that stop,
 * restart or kill the database: never the machine's, which other tests share.
 */
export interface PrivatePostgres {
  url: string
  port: number
  dir: string
  /** Stops it: `fast` (what a restart does), `immediate` (no shutdown checkpoint) or `kill` (SIGKILL). */
  stop(mode: 'fast' | 'immediate' | 'kill'): Promise<void>
  start(): Promise<void>
  /** A fast stop and a start, as an operator's restart; returns how long it was away. */
  restart(): Promise<number>
  close(): Promise<void>
}

/** Debian keeps the server's programs outside PATH: PG_BIN_DIR, else the newest /usr/lib/postgresql. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions[0]) return path.join(root, versions[0], 'bin')
  const found = execFileSync('sh', ['-c', 'command -v postgres || true'], { encoding: 'utf8' }).trim()
  if (!found) throw new Error('PostgreSQL server programs not found: set PG_BIN_DIR')
  return path.dirname(found)
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } finally {
    await client.end().catch(() => undefined)
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernway-pg-'))
  const data = path.join(dir, 'data')
  const log = path.join(dir, 'postgres.log')
  // PostgreSQL refuses to run as root: as root, it runs as the postgres user.
  const user = process.getuid?.() === 0 ? systemUser('postgres') : null
  if (process.getuid?.() === 0 && !user) throw new Error('running as root needs a postgres user')
  const as = user ? { uid: user.uid, gid: user.gid } : {}
  if (user) fs.chownSync(dir, user.uid, user.gid)
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...as, stdio: 'ignore' },
  )
  const port = await freePort()
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let child: ChildProcess | null = null

  async function start() {
    child = spawnGroup(
      path.join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        // Durable as production: acknowledged commits must survive a kill (fault drills).
        '-c',
        'fsync=on',
        '-c',
        'synchronous_commit=on',
        '-c',
        'max_connections=200',
      ],
      { ...as, log },
    )
    try {
      await waitFor('private PostgreSQL', () => answers(url), 30_000)
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${tail(log)}`)
    }
  }

  async function stop(mode: 'fast' | 'immediate' | 'kill') {
    const running = child
    if (!running) return
    child = null
    if (mode === 'kill') killGroup(running.pid, 'SIGKILL')
    else running.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT')
    await exited(running)
    // A killed postmaster's backends may still be leaving; a new one refuses their shared memory.
    if (mode === 'kill') killGroup(running.pid, 'SIGKILL')
  }

  await start()
  return {
    url,
    port,
    dir,
    stop,
    start,
    async restart() {
      const from = Date.now()
      await stop('fast')
      await start()
      return Date.now() - from
    },
    async close() {
      await stop('fast')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
