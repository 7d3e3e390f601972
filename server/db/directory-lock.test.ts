import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { silentLogger } from '../testing/db/test-databases.ts'
import { openDatabase } from './database.ts'
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.ts'

// The child imports a .ts module, so it needs the project's Node 24, not whatever runs vitest.
const pinnedNode = path.resolve(import.meta.dirname, '../../node_modules/.bin/node')
const NODE = fs.existsSync(pinnedNode) ? pinnedNode : process.execPath
const LOCK_MODULE = path.join(import.meta.dirname, 'directory-lock.ts')

let dir: string
let child: ChildProcess | null = null

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernway-lock-'))
})
afterEach(() => {
  child?.kill('SIGKILL')
  child = null
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A live process holding the lock until it is killed. */
async function lockInChild(): Promise<ChildProcess> {
  const code = `import { acquireDirectoryLock } from ${JSON.stringify(LOCK_MODULE)}
acquireDirectoryLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)`
  const proc = spawn(NODE, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    proc.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    proc.on('exit', (status) => reject(new Error(`lock holder exited with ${status}`)))
  })
  return proc
}

const lockFile = () => path.join(dir, 'fernway.lock')

describe('acquireDirectoryLock', () => {
  it('refuses a lock held by a live process, and takes it over once that process is gone', async () => {
    child = await lockInChild()
    const holder = child.pid
    let refused: unknown
    try {
      acquireDirectoryLock(dir)
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(DirectoryLockedError)
    expect((refused as DirectoryLockedError).pid).toBe(holder)
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    const lock = acquireDirectoryLock(dir)
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
    lock.release()
  })

  it('takes over a stale lock left by an exited process', () => {
    const gone = spawnSync(NODE, ['-e', '']).pid
    fs.writeFileSync(lockFile(), String(gone))
    const lock = acquireDirectoryLock(dir)
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
    lock.release()
  })

  it('refuses a second lock in the same process and releases on release()', () => {
    const lock = acquireDirectoryLock(dir)
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError)
    lock.release()
    lock.release()
    expect(fs.existsSync(lockFile())).toBe(false)
    acquireDirectoryLock(dir).release()
  })
})

describe('openDatabase on a PGlite directory', () => {
  it('rejects a second open while the first is open, and opens again after close', async () => {
    const options = { databaseUrl: null, databaseSchema: null, dataDir: dir, logger: silentLogger }
    const first = await openDatabase(options)
    await expect(openDatabase(options)).rejects.toBeInstanceOf(DirectoryLockedError)
    expect(await first.ping()).toBe(true)
    await first.close()
    expect(fs.existsSync(lockFile())).toBe(false)
    const again = await openDatabase(options)
    expect(await again.ping()).toBe(true)
    await again.close()
  })
})
