import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TargetIds } from './sqlmap-targets.ts'

/** The built site on loopback, on a throw-away PGlite directory unless DATABASE_URL names a PostgreSQL. */
export interface LoopbackSite {
  origin: string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export async function startSite(root: string): Promise<LoopbackSite> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernway-sqlmap-'))
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a')
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // sqlmap's xforwardedfor tamper gives each request an address of its own, so that the per-address
      // limits (a few hundred a minute) do not answer its thousands of requests with 429.
      TRUST_PROXY: '127.0.0.1',
    },
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, stop }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const tail = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-2000)
  await stop()
  throw new Error(`the site did not start:\n${tail}`)
}

/** A signed-in browser: its session cookie and form token. */
export interface Session {
  cookie: string
  token: string
  call(method: string, pathAndQuery: string, body?: unknown): Promise<Response>
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('fw_sg='))
    ?.split(';')[0]

/**
 * Signs in a demo business admin (README's demo accounts) and proves the second factor with the e-mailed
 * code (read from the development outbox), so that the company routes answer rather than ask for it.
 */
export async function signInAdmin(origin: string, email: string, password: string): Promise<Session> {
  const start = await fetch(`${origin}/s/run/formtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  })
  let cookie = cookieOf(start) ?? ''
  const login = await fetch(`${origin}/k/run/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-csrf': await start.text() },
    body: new URLSearchParams({ username: email, passwd: password }).toString(),
  })
  const answer = (await login.json()) as { formToken?: string; status?: number }
  cookie = cookieOf(login) ?? cookie
  if (!answer.formToken) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`)
  const session: Session = {
    cookie,
    token: answer.formToken,
    call: (method, pathAndQuery, body) =>
      fetch(`${origin}${pathAndQuery}`, {
        method,
        headers: { cookie, 'x-csrf': answer.formToken as string, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  }
  await session.call('POST', '/i/api/account/twoFactor/v1/email/send', {})
  const mails = (await (await session.call('GET', '/dev/outbox.json')).json()) as {
    to: string
    text: string
  }[]
  const code = mails.find((m) => m.to === email)?.text.match(/\b\d{6}\b/)?.[0]
  const verified = await session.call('POST', '/i/api/account/twoFactor/v1/verify', { method: 'email', code })
  if (!verified.ok) throw new Error(`second factor failed: ${verified.status} ${await verified.text()}`)
  return session
}

/** A trip, a traveller and a group of the admin's, for the targets' paths. */
export async function targetIds(session: Session): Promise<TargetIds> {
  const trip = await session.call('POST', '/trips/api/trips', { name: 'Oslo', startDate: '2099-03-01' })
  const traveler = await session.call(
    'POST',
    '/i/api/account/traveler/v1/?knownTravelerNumberApiVersion=v2',
    {
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: '1980-01-01',
    },
  )
  const groups = await session.call('GET', '/i/api/business/users/v2/groups')
  const ids = {
    fullTripId: ((await trip.json()) as { fullTripId: string }).fullTripId,
    travelerId: ((await traveler.json()) as { travelerId: string }).travelerId,
    groupId: ((await groups.json()) as { groups: { id: string }[] }).groups[0]?.id ?? '',
  }
  if (!ids.fullTripId || !ids.travelerId || !ids.groupId) throw new Error(`no ids: ${JSON.stringify(ids)}`)
  return ids
}
