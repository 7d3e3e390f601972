import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { ZErrorBodySchema } from '../shared/errors.ts'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { REDACT_PATHS } from './logger.ts'
import { openTestDatabase, testDatabaseKinds } from './testing/db/test-databases.ts'
import { logLines } from './testing/log-lines.ts'
import { browserIdentity } from './testing/test-app.ts'
import { useTestApp } from './testing/use-test-app.ts'

describe.each(testDatabaseKinds())('server basics (%s)', (kind) => {
  const t = useTestApp(kind)

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', database: kind })
  })

  it('answers an unknown API path with the JSON error shape', async () => {
    const res = await t.app.inject('/i/api/nothing/here')
    expect(res.statusCode).toBe(404)
    expect(ZErrorBodySchema.parse(res.json()).errors[0]?.code).toBe('NOT_FOUND')
  })

  it('answers unreadable JSON, a huge body and an unknown content type with 4xx JSON, never a stack', async () => {
    const post = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/s/run/formtoken',
        headers: { 'content-type': contentType },
        payload,
      })
    const bad = await post('application/json', '{"a":')
    expect(bad.statusCode).toBe(400)
    expect(ZErrorBodySchema.safeParse(bad.json()).success).toBe(true)
    const huge = await post('application/json', `{"a":"${'x'.repeat(1_100_000)}"}`)
    expect(huge.statusCode).toBe(413)
    const odd = await post('application/x-odd', 'x')
    expect(odd.statusCode).toBe(415)
    for (const res of [bad, huge, odd]) expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/)
  })

  it('[ASVS #31 3.4.3] sets security headers and a request id on every answer', async () => {
    const a = await t.app.inject('/healthz')
    const b = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'attacker-chosen-id' } })
    expect(a.headers['x-content-type-options']).toBe('nosniff')
    expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(String(a.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    expect(a.headers['strict-transport-security']).toBeUndefined()
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    // Without a trusted proxy a client cannot pick its own request id (log forging).
    expect(b.headers['x-request-id']).not.toBe('attacker-chosen-id')
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id'])
  })

  it('[ASVS #44 16.5.3] never answers 500 to generated junk requests', async () => {
    const me = await browserIdentity(t.app)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.constantFrom(
          '/s/run/formtoken',
          '/i/api/x',
          '/horizon/common/authentication/providers/AuthStateProviderAction',
          '/k/run/auth/login',
        ),
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data',
          'application/xml',
        ),
        fc.string({ maxLength: 200 }),
        fc.boolean(),
        async (method, url, type, payload, withToken) => {
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers: {
              'content-type': type,
              cookie: me.cookie,
              ...(withToken ? { 'x-csrf': me.token } : {}),
            },
            ...(method === 'GET' ? {} : { payload }),
          })
          expect(res.statusCode).toBeLessThan(500)
          if (res.statusCode >= 400) expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('logs', () => {
  it('never contain cookies, form tokens or passwords', async () => {
    const { lines, stream } = logLines()
    const logger = pino({ level: 'trace', redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream)
    const database = await openTestDatabase('pglite')
    const app = await buildApp(loadConfig({ NODE_ENV: 'development' }, { dataDir: 'memory://' }), {
      database,
      logger,
      requireWebBuild: false,
    })
    const me = await browserIdentity(app)
    const secretPassword = 'correct-horse-battery-staple'
    await app.inject({
      method: 'POST',
      url: '/s/run/formtoken',
      headers: { cookie: me.cookie, 'x-csrf': me.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `passwd=${secretPassword}`,
    })
    await app.inject({
      url: '/i/api/missing',
      headers: { cookie: me.cookie, 'x-csrf': me.token, authorization: 'Bearer abc123secret' },
    })
    await app.close()
    await database.close()
    const text = lines.join('')
    expect(text.length).toBeGreaterThan(0)
    expect(text).toContain('incoming request')
    for (const secret of [me.cookie.split('=')[1] as string, me.token, secretPassword, 'abc123secret'])
      expect(text).not.toContain(secret)
  })
})

/** An app as production runs it (or development), on the web build of dist/. */
async function appIn(env: 'production' | 'development') {
  const database = await openTestDatabase('pglite')
  const config = loadConfig(
    {
      NODE_ENV: env,
      PUBLIC_ORIGIN: env === 'production' ? 'https://fernway.example' : 'http://localhost:3000',
      FERNWAY_SECRET: 'y'.repeat(48),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    },
    { dataDir: 'memory://', logLevel: 'silent' },
  )
  const app = await buildApp(config, { database })
  return {
    app,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

describe('production headers and files', () => {
  it('[ASVS #31 3.4.1] sends HSTS in production', async () => {
    const { app, close } = await appIn('production')
    const res = await app.inject('/healthz')
    expect(res.headers['strict-transport-security']).toContain('max-age=63072000')
    await close()
  })

  it('[ASVS #46 13.4.7] serves no source map in production, where development serves them to its tools', async () => {
    const assets = path.resolve('dist/client/assets')
    const maps = fs.readdirSync(assets).filter((f) => f.endsWith('.js.map'))
    expect(maps.length).toBeGreaterThan(10)
    const production = await appIn('production')
    const development = await appIn('development')
    for (const map of maps.slice(0, 5)) {
      const script = await production.app.inject(`/assets/${map.slice(0, -'.map'.length)}`)
      expect(script.statusCode, map).toBe(200)
      expect(script.body).not.toContain('sourceMappingURL=data:')
      const hidden = await production.app.inject(`/assets/${map}`)
      expect(hidden.statusCode, map).toBe(404)
      expect(hidden.body).not.toContain('sourcesContent')
      expect((await development.app.inject(`/assets/${map}`)).json()).toHaveProperty('sourcesContent')
    }
    await production.close()
    await development.close()
  })

  it('[ASVS #47 3.4.3] turns off the camera, microphone, geolocation, payment and USB for every answer, pages too', async () => {
    const { app, close } = await appIn('production')
    for (const url of ['/', '/flights', '/healthz', '/i/api/nothing/here']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } })
      const policy = String(res.headers['permissions-policy'])
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy, url).toContain(`${feature}=()`)
    }
    await close()
  })
})
