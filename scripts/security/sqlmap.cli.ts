/**
 * `npm run sqlmap`: Debian's sqlmap against the search, traveller, trip and company routes of the built
 * site on loopback (decision 062, docs/security-sqlmap.md). Starts the site on a throw-away PGlite (or the
 * PostgreSQL DATABASE_URL names), signs in the demo business admin with a proven second factor, checks
 * that each target's valid request is accepted, runs sqlmap on it with the session cookie and form token,
 * and fails if sqlmap reports an injectable parameter or the site answers a 5xx under its payloads.
 *
 * SQLMAP_LEVEL, SQLMAP_RISK and SQLMAP_TECHNIQUE override the depth (defaults 3, 2, BEUST).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { signInAdmin, startSite, targetIds } from './sqlmap-site.ts'
import { type SqlmapTarget, sqlmapTargets } from './sqlmap-targets.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ADMIN = { email: 'admin@northwind.test', password: 'Fernway-demo-2026' }
const level = process.env.SQLMAP_LEVEL ?? '3'
const risk = process.env.SQLMAP_RISK ?? '2'
const technique = process.env.SQLMAP_TECHNIQUE ?? 'BEUST'

if (spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).error) {
  console.error('sqlmap is not installed: apt-get install -y sqlmap (as root)')
  process.exit(2)
}

interface Outcome {
  target: SqlmapTarget
  seconds: number
  injectable: string[]
  serverErrors: boolean
  tested: number
}

/** Runs sqlmap on one target and reads its verdict from what it prints. */
function runSqlmap(origin: string, cookie: string, token: string, target: SqlmapTarget, out: string) {
  const args = [
    '-u',
    `${origin}${target.path}`,
    '--method',
    target.method,
    ...(target.body === undefined ? [] : ['--data', JSON.stringify(target.body)]),
    '--headers',
    `X-Csrf: ${token}\nContent-Type: application/json`,
    '--cookie',
    cookie,
    // The session cookie stays the one given: sqlmap must not sign itself out by adopting another.
    '--drop-set-cookie',
    '--tamper',
    'xforwardedfor',
    '--dbms',
    'PostgreSQL',
    '--level',
    level,
    '--risk',
    risk,
    '--technique',
    technique,
    '--time-sec',
    '2',
    '--batch',
    '--flush-session',
    '--disable-coloring',
    '--output-dir',
    out,
  ]
  return new Promise<{ text: string; seconds: number }>((resolve) => {
    const started = Date.now()
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    child.stdout.on('data', (d) => (text += d))
    child.stderr.on('data', (d) => (text += d))
    child.on('exit', () => resolve({ text, seconds: (Date.now() - started) / 1000 }))
  })
}

function verdict(target: SqlmapTarget, text: string, seconds: number): Outcome {
  const injectable = [...text.matchAll(/parameter '([^']+)' (?:is|appears to be) '[^']+' injectable/g)].map(
    (m) => m[1] as string,
  )
  if (/sqlmap identified the following injection point/.test(text) && injectable.length === 0)
    injectable.push('(see the log)')
  const codes = text.match(/HTTP error codes detected during run:\s*\n?([^\n]*)/)?.[1] ?? ''
  const tested = new Set([...text.matchAll(/testing for SQL injection on (.+?) '([^']+)'/g)].map((m) => m[2]))
    .size
  return { target, seconds, injectable, serverErrors: /\b5\d\d \(/.test(codes), tested }
}

const started = Date.now()
const site = await startSite(ROOT)
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fernway-sqlmap-out-'))
const outcomes: Outcome[] = []
try {
  const session = await signInAdmin(site.origin, ADMIN.email, ADMIN.password)
  for (const target of sqlmapTargets(await targetIds(session))) {
    const baseline = await session.call(target.method, target.path.replace('*', ''), target.body)
    if (!baseline.ok) throw new Error(`${target.name}: the valid request answered ${baseline.status}`)
    const { text, seconds } = await runSqlmap(site.origin, session.cookie, session.token, target, out)
    fs.writeFileSync(path.join(out, `${target.name.replace(/\W+/g, '-')}.log`), text)
    const outcome = verdict(target, text, seconds)
    outcomes.push(outcome)
    const result = outcome.injectable.length ? `INJECTABLE: ${outcome.injectable.join(', ')}` : 'no finding'
    console.log(
      `${target.method} ${target.path}  ${outcome.tested} parameters, ${seconds.toFixed(1)} s: ${result}${outcome.serverErrors ? ' (5xx seen)' : ''}`,
    )
  }
} finally {
  await site.stop()
}
const total = (Date.now() - started) / 1000
const found = outcomes.filter((o) => o.injectable.length > 0 || o.serverErrors)
console.log(
  `sqlmap ${level}/${risk}/${technique}: ${outcomes.length} targets, ${outcomes.reduce((n, o) => n + o.tested, 0)} parameters, ${total.toFixed(0)} s; logs in ${out}`,
)
if (found.length) {
  console.error(`FAIL: ${found.map((o) => o.target.name).join(', ')}`)
  process.exit(1)
}
console.log('no injectable parameter, no 5xx')
