import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInstance, type Instance } from './instance.ts'
import { nginxConfig, nginxTempDirs } from './nginx-config.ts'
import {
  accepts,
  exited,
  freePort,
  GaveUp,
  killGroup,
  spawnGroup,
  systemUser,
  tail,
  waitFor,
} from './processes.ts'

export interface ClusterOptions {
  /** How many app instances (at least 2 for a cluster; 1 works too). */
  instances: number
  /** The instances' environment: DATABASE_URL, REDIS_URL, FERNWAY_SECRET... (the same for every one). */
  env: Record<string, string>
  /** nginx's port; a free one when not given. */
  port?: number
  /** Tests only: pick an instance by header, and say which one answered (cluster/nginx-config.ts). */
  testHeaders?: boolean
}

export interface Cluster {
  /** nginx's address, where clients go. */
  url: string
  port: number
  /** Configuration, logs and nginx's temporary files; removed by stop(). */
  dir: string
  instances: Instance[]
  nginxLog: string
  stop(): Promise<void>
}

/** Debian installs nginx in /usr/sbin, which a non-root PATH may not hold. */
export function nginxBinary(): string {
  if (process.env.NGINX) return process.env.NGINX
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'])
    if (fs.existsSync(candidate)) return candidate
  throw new Error('nginx not found: apt-get install nginx-light (or set NGINX to its path)')
}

/**
 * Starts N instances of the app and nginx in front of them (decision 060): every instance gets the same
 * environment (database, Redis, secret) and trusts only loopback's forwarded headers; nginx runs in the
 * foreground as our child with a configuration written into a temporary folder.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernway-cluster-'))
  fs.chmodSync(dir, 0o755)
  const port = options.port ?? (await freePort())
  const env = {
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    ...options.env,
  }
  const instances: Instance[] = []
  let nginx: ChildProcess | null = null
  const nginxLog = path.join(dir, 'nginx.log')

  async function stop() {
    if (nginx) {
      const running = nginx
      nginx = null
      running.kill('SIGQUIT')
      const late = setTimeout(() => killGroup(running.pid, 'SIGKILL'), 5000)
      await exited(running)
      clearTimeout(late)
    }
    await Promise.all(instances.map((instance) => instance.stop('graceful')))
    fs.rmSync(dir, { recursive: true, force: true })
  }

  try {
    for (let i = 1; i <= options.instances; i++) instances.push(await createInstance(i, dir, env))
    // Together, as a deployment starts them: migrations and the demo seed must cope (decision 060).
    await Promise.all(instances.map((instance) => instance.start()))

    // As root, nginx's worker runs as nobody; the temporary files must then be nobody's.
    const worker = process.getuid?.() === 0 ? systemUser('nobody') : null
    for (const temp of nginxTempDirs(dir)) {
      fs.mkdirSync(temp, { recursive: true })
      if (worker) fs.chownSync(temp, worker.uid, worker.gid)
    }
    const conf = path.join(dir, 'nginx.conf')
    fs.writeFileSync(
      conf,
      nginxConfig({
        port,
        upstreams: instances.map((instance) => instance.port),
        dir,
        workerUser: worker ? `nobody ${worker.group}` : null,
        testHeaders: options.testHeaders === true,
      }),
    )
    nginx = spawnGroup(nginxBinary(), ['-p', dir, '-c', conf, '-e', 'stderr'], { log: nginxLog })
    const started = nginx
    await waitFor(
      'nginx',
      async () => {
        if (started.exitCode !== null) throw new GaveUp(`nginx exited\n${tail(nginxLog)}`)
        return accepts(port)
      },
      15_000,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `http://127.0.0.1:${port}`, port, dir, instances, nginxLog, stop }
}
