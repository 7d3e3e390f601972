import { type ChildProcess, fork } from 'node:child_process'
import path from 'node:path'
import type { BenchServerReady } from './bench-server.ts'

export interface BenchServer extends BenchServerReady {
  /** The exit code once the process has ended on its own or been stopped; null while it runs. */
  exitCode(): number | null
  /** Has the server write a heap snapshot to `file` (after a full collection) and waits for it. */
  heapSnapshot(file: string): Promise<string>
  /** The server process's CPU time so far (process.cpuUsage, µs). */
  cpuUsage(): Promise<NodeJS.CpuUsage>
  stop(): Promise<void>
}

const ENTRY = path.join(import.meta.dirname, 'bench-server.ts')

/**
 * Starts the server under load in a child process, so that autocannon (in this process) and the server
 * each have an event loop, and a core, of their own. BENCH_PROFILE=<dir> runs it with `--cpu-prof`.
 */
export async function startBenchServer(
  mode: 'app' | 'baseline',
  options: { execArgv?: string[]; env?: NodeJS.ProcessEnv; onMessage?: (message: unknown) => void } = {},
): Promise<BenchServer> {
  const profile = process.env.BENCH_PROFILE
  const execArgv = [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []),
    ...(options.execArgv ?? []),
  ]
  const child: ChildProcess = fork(ENTRY, [mode], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'test', ...options.env },
  })
  if (options.onMessage) child.on('message', options.onMessage)
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code}`)))
    child.on('message', (message) => {
      const m = message as { ready?: BenchServerReady }
      if (m.ready) resolve(m.ready)
    })
  })
  return {
    ...ready,
    exitCode: () => child.exitCode ?? (child.signalCode ? 128 : null),
    heapSnapshot: (file) =>
      new Promise<string>((resolve) => {
        const written = (message: unknown) => {
          const m = message as { heapSnapshotWritten?: string }
          if (!m.heapSnapshotWritten) return
          child.off('message', written)
          resolve(m.heapSnapshotWritten)
        }
        child.on('message', written)
        child.send({ heapSnapshot: file })
      }),
    cpuUsage: () =>
      new Promise<NodeJS.CpuUsage>((resolve) => {
        const told = (message: unknown) => {
          const m = message as { cpuUsage?: NodeJS.CpuUsage }
          if (!m.cpuUsage) return
          child.off('message', told)
          resolve(m.cpuUsage)
        }
        child.on('message', told)
        child.send('cpuUsage')
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.removeAllListeners('exit')
        child.once('exit', () => resolve())
        child.send('stop')
        // A server that does not close in time is ended; its profile, if any, is then lost.
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref()
      }),
  }
}
