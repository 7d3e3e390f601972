/**
 * npm run bench: load on loopback with autocannon, and bundle sizes. Prints a table for docs/benchmarks.md.
 * Budgets (DESIGN.md) are reported as pass/fail here, never asserted in timed tests.
 */
import path from 'node:path'
import autocannon from 'autocannon'
import { seedDemo } from '../server/db/seed.ts'
import { silentLogger } from '../server/db/test-databases.ts'
import { createSessionRepository } from '../server/repositories/session.repository.ts'
import { createUserRepository } from '../server/repositories/user.repository.ts'
import { createSignedInGroup } from '../server/services/session.service.ts'
import { startTestApp } from '../server/test-app.ts'
import { AUTH_PATHS } from '../shared/auth/auth-contract.ts'
import { FOOTER_API } from '../shared/chrome/footer-schemas.ts'
import { AUTH_STATE_PATH, FORM_TOKEN_PATH } from '../shared/constants.ts'
import { PICKER_API } from '../shared/pickers/picker-contract.ts'
import { PRIVACY_API } from '../shared/privacy/privacy-contract.ts'
import { BUDGETS, measureBundle, measureLazyChunk } from './bundle-budget.ts'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, duration: DURATION, connections: CONNECTIONS })
  const non2xx = result.non2xx + result.errors
  return {
    title,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: non2xx,
  }
}

/**
 * Auth state while a flood of wrong passwords arrives from ever-new addresses and e-mails, so that
 * neither the per-IP limit nor the per-account throttle stops it: only the bounded hashing does.
 */
async function underFlood(origin: string, cookie: string) {
  const identity = await fetch(`${origin}${FORM_TOKEN_PATH}`, { method: 'POST' })
  const floodCookie = (identity.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const token = await identity.text()
  let n = 0
  const flood = autocannon({
    url: `${origin}${AUTH_PATHS.login}`,
    duration: DURATION,
    connections: 20,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          n++
          return {
            ...req,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              cookie: floodCookie,
              'x-csrf': token,
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: `username=flood${n}%40example.test&passwd=not-the-password-${n}`,
          }
        },
      },
    ],
  })
  const state = load('auth state (signed in) during a wrong-password flood', `${origin}${AUTH_STATE_PATH}`, {
    cookie,
  })
  const [floodResult, stateRow] = await Promise.all([flood, state])
  const statuses = floodResult.statusCodeStats as Record<string, { count: number }>
  const floodRow = {
    title: `the flood itself (401: ${statuses['401']?.count ?? 0}, 503 busy: ${statuses['503']?.count ?? 0})`,
    rps: Math.round(floodResult.requests.average),
    p99: floodResult.latency.p99,
    p50: floodResult.latency.p50,
    errors: floodResult.errors,
  }
  return [stateRow, floodRow]
}

async function main() {
  const t = await startTestApp('pglite', { web: true, config: { logLevel: 'silent', trustProxy: true } })
  await seedDemo(t.database.db, silentLogger)
  const user = await createUserRepository(t.database.db).findByEmail('admin@northwind.test')
  if (!user) throw new Error('seed failed')
  const group = await createSignedInGroup(createSessionRepository(t.database.db), {
    userId: user.id,
    businessMode: true,
    sticky: true,
  })
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
  const rows = [
    await load('home page (anonymous)', `${origin}/`),
    await load('home page (signed in)', `${origin}/`, { cookie: `fw_sg=${group.secret}` }),
    await load('currency picker data (chrome)', `${origin}${PICKER_API.currencyPickerState}`),
    await load('auth state (anonymous)', `${origin}${AUTH_STATE_PATH}`),
    await load('footer brands strip', `${origin}${FOOTER_API.brands}`),
    await load('footer site-map links', `${origin}${FOOTER_API.siteMapLinks}`),
    await load('footer privacy menu', `${origin}${FOOTER_API.privacyMenu}`),
    await load('auth state (signed in)', `${origin}${AUTH_STATE_PATH}`, { cookie: `fw_sg=${group.secret}` }),
    await load('home page, European site (consent due, TCF stub)', `${origin}/?site=de`),
    await load('cookie consent state (anonymous)', `${origin}${PRIVACY_API.consent}`),
    await load('IAB initial prefs (first layer)', `${origin}${PRIVACY_API.iabInitialPrefs}`),
    await load('IAB detailed prefs (vendor list)', `${origin}${PRIVACY_API.iabDetailedPrefs}`),
    ...(await underFlood(origin, `fw_sg=${group.secret}`)),
  ]
  await t.close()
  const bundle = measureBundle(path.resolve('dist'))
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each, loopback, PGlite in memory\n`)
  console.log('| Target | req/s | p50 ms | p99 ms | non-2xx/errors |')
  console.log('|---|---|---|---|---|')
  for (const r of rows) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`)
  console.log('\n| Bundle | gzip bytes | budget |')
  console.log('|---|---|---|')
  const ok = bundle.initialJsGzip <= BUDGETS.initialJsGzip
  console.log(
    `| initial JS, all (${bundle.initialFiles.length} files) | ${bundle.initialJsGzip} | ${BUDGETS.initialJsGzip} ${ok ? 'ok' : 'OVER'} |`,
  )
  console.log(`| of which framework | ${bundle.frameworkJsGzip} | ${BUDGETS.frameworkJsGzip} |`)
  console.log(`| of which our code | ${bundle.appJsGzip} | ${BUDGETS.appJsGzip} |`)
  console.log(`| initial CSS | ${bundle.initialCssGzip} | inlined |`)
  const consent = measureLazyChunk(path.resolve('dist'), 'web/features/consent/consent-host.tsx')
  const layer = consent.jsGzip + consent.cssGzip
  console.log(
    `| consent first layer, JS + CSS (${consent.files.length} files) | ${layer} | ${BUDGETS.consentFirstLayerGzip} ${layer <= BUDGETS.consentFirstLayerGzip ? 'ok' : 'OVER'} |`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
