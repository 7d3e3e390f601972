import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

/** server/db, where the commands are. */
const DB_DIR = path.resolve(import.meta.dirname, '../../db')
const pinnedNode = path.resolve(import.meta.dirname, '../../../node_modules/.bin/node')
/** The project's Node 24 when installed (what npm scripts run), else this process's. */
export const NODE = fs.existsSync(pinnedNode) ? pinnedNode : process.execPath

/**
 * Runs one of server/db's commands (`gvl.cli.ts`, say) as an operator would: a process of its own with
 * only PATH and `env` set, its standard output and error read together.
 */
export function runDbCli(
  cli: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ status: number | null; output: string }> {
  const base = { PATH: process.env.PATH ?? '', NODE_ENV: 'development', LOG_LEVEL: 'silent' }
  const proc = spawn(NODE, [path.join(DB_DIR, cli), ...args], { env: { ...base, ...env } })
  let output = ''
  proc.stdout.on('data', (chunk) => {
    output += chunk
  })
  proc.stderr.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((resolve) => proc.on('close', (status) => resolve({ status, output })))
}

/**
 * The describe block's clean-ups, run after each test in the order they stand (unshift one that must
 * run first), and a directory of the test's own, removed by the clean-up it pushes.
 */
export function useCleanups() {
  const cleanups: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
    return dir
  }
  return { cleanups, tempDir }
}
