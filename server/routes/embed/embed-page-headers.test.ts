import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GLOBAL_STATE_ELEMENT_ID } from '../../../shared/constants.ts'
import { ConfigError, loadConfig } from '../../config.ts'
import { HOST, startEmbedApp } from '../../testing/embed/embed-test-kit.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

function embeddedState(html: string): unknown {
  const match = new RegExp(`id="${GLOBAL_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)
  return (JSON.parse(match?.[1] ?? 'null') as { state: { embed?: unknown } }).state.embed
}

// ASVS 3.4.6 (checklist row 31): frame-ancestors is 'none' unless embedding names its hosts.
describe('[ASVS #31 3.4.6] who may frame the pages (frame-ancestors)', () => {
  let off: TestApp
  let on: TestApp
  beforeAll(async () => {
    off = await startTestApp('pglite', { web: true })
    on = await startEmbedApp('pglite', { web: true, hosts: `${HOST},http://localhost:4100` })
  })
  afterAll(async () => {
    await off?.close()
    await on?.close()
  })

  it('lets no one frame a page when embedding is off, and says nothing of embedding', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/' })
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(embeddedState(res.body)).toBeUndefined()
  })

  it('lets only the configured hosts and the site itself frame a page when embedding is on', async () => {
    const res = await on.app.inject({ method: 'GET', url: '/hotels' })
    expect(res.headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${HOST} http://localhost:4100`,
    )
    // X-Frame-Options cannot name hosts: with embedding on it is left to frame-ancestors.
    expect(res.headers['x-frame-options']).toBeUndefined()
    expect(embeddedState(res.body)).toEqual({ hostOrigins: [HOST, 'http://localhost:4100'] })
  })

  it('keeps API answers unframeable either way', async () => {
    const res = await on.app.inject({
      method: 'GET',
      url: '/horizon/common/authentication/providers/AuthStateProviderAction',
    })
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-frame-options']).toBe('DENY')
  })
})

describe('EMBED_HOST_ORIGINS', () => {
  it('reads origins, drops a trailing slash and duplicates, and refuses anything else', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).embedHostOrigins).toEqual([])
    expect(
      loadConfig({
        NODE_ENV: 'test',
        EMBED_HOST_ORIGINS: 'https://a.example/, https://A.example,http://b:81',
      }).embedHostOrigins,
    ).toEqual(['https://a.example', 'http://b:81'])
    for (const bad of ['*', 'https://a.example/path', 'a.example', "'self'", 'https://a.example;x', 'null'])
      expect(() => loadConfig({ NODE_ENV: 'test', EMBED_HOST_ORIGINS: bad }), bad).toThrow(ConfigError)
  })

  it('refuses plain http hosts in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        FERNWAY_SECRET: 'x'.repeat(40),
        PUBLIC_ORIGIN: 'https://fernway.example',
        SMTP_URL: 'smtp://localhost:25',
        EMBED_HOST_ORIGINS: 'http://partner.example',
      }),
    ).toThrow(/EMBED_HOST_ORIGINS must be https/)
  })
})
