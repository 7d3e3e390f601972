import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './db/database.ts'
import { silentLogger } from './testing/db/test-databases.ts'

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  let exitCode: number | null | undefined
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code
      resolve(code)
    }),
  )
  return { child, exited, output: () => output, hasExited: () => exitCode !== undefined }
}

/** Up to a minute: a first start migrates a new database, which a loaded two-core machine can stretch.
 * A process that exits instead fails at once, with what it printed. */
async function waitReady(port: number, run: ReturnType<typeof start>) {
  for (let i = 0; i < 600; i++) {
    if (run.hasExited()) throw new Error(`server exited before it was ready:\n${run.output()}`)
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server did not become ready:\n${run.output()}`)
}

/** A port the system has just handed out, so that no other test's server holds it (a random pick once collided in CI). */
function port(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const picked = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(picked))
    })
  })
}

describe('the server process (npm start)', () => {
  it('creates, migrates and seeds its data directory, refuses a second process on it, and closes cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-main-'))
    const p = await port()
    const first = start({ PORT: String(p), DATA_DIR: dataDir })
    await waitReady(p, first)
    const home = await fetch(`http://127.0.0.1:${p}/`)
    expect(home.status).toBe(200)
    expect(fs.existsSync(path.join(dataDir, 'fernway.lock'))).toBe(true)

    const second = start({ PORT: String(await port()), DATA_DIR: dataDir })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain('in use by process')

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'fernway.lock'))).toBe(false)
    const database = await openDatabase({
      databaseUrl: null,
      databaseSchema: null,
      dataDir,
      logger: silentLogger,
    })
    const users = await database.db.selectFrom('users').select('email').execute()
    await database.close()
    expect(users.map((u) => u.email)).toContain('admin@northwind.test')
  }, 120_000)

  it('refuses to start in production with development secrets', async () => {
    const run = start({
      NODE_ENV: 'production',
      PORT: String(await port()),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fw-prod-')),
      PUBLIC_ORIGIN: 'https://fernway.example',
    })
    expect(await run.exited).toBe(1)
    // One line an operator reads, not a stack trace.
    expect(run.output().trim()).toBe(
      'Fernway cannot start: FERNWAY_SECRET must be set to a random value of at least 32 characters in production',
    )
  }, 120_000)

  it('[ASVS #8 6.3.2] never seeds demo accounts in production: a production start has no account at all', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-prod-'))
    const p = await port()
    const run = start({
      NODE_ENV: 'production',
      PORT: String(p),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PUBLIC_ORIGIN: 'https://fernway.example',
      FERNWAY_SECRET: 'z'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    })
    await waitReady(p, run)
    run.child.kill('SIGINT')
    expect(await run.exited).toBe(0)
    const database = await openDatabase({
      databaseUrl: null,
      databaseSchema: null,
      dataDir,
      logger: silentLogger,
    })
    const count = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    await database.close()
    expect(Number(count.n)).toBe(0)
  }, 120_000)
})
