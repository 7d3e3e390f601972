import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE, loadConfig } from './config.ts'
import { useTestApp } from './testing/use-test-app.ts'

describe('help contacts and guidebooks in the configuration (decision 051)', () => {
  it('defaults to the development desk, guidebooks on', () => {
    const config = loadConfig({})
    expect([config.supportEmail, config.supportPhone, config.brandSupport]).toEqual([
      DEFAULT_SUPPORT_EMAIL,
      DEFAULT_SUPPORT_PHONE,
      {},
    ])
    expect(config.guidebooksEnabled).toBe(true)
    expect(loadConfig({ GUIDEBOOKS_ENABLED: 'false' }).guidebooksEnabled).toBe(false)
  })

  it('reads per-brand contacts and refuses what is not an address or a number', () => {
    const config = loadConfig({
      SUPPORT_PHONE: '+82 2-555-0100',
      BRAND_SUPPORT_EMAILS: 'skylark=care@skylark.example, haneul=help@haneul.example',
      BRAND_SUPPORT_PHONES: 'skylark=+44 20 7946 0000',
    })
    expect(config.supportPhone).toBe('+82 2-555-0100')
    expect(config.brandSupport).toEqual({
      skylark: { email: 'care@skylark.example', phone: '+44 20 7946 0000' },
      haneul: { email: 'help@haneul.example' },
    })
    for (const env of [
      { SUPPORT_PHONE: 'call us' },
      { SUPPORT_PHONE: '+1 555 0100<script>' },
      { BRAND_SUPPORT_EMAILS: 'nobrand=a@b.example' },
      { BRAND_SUPPORT_EMAILS: 'skylark=not an address' },
      { BRAND_SUPPORT_PHONES: 'skylark' },
      { BRAND_SUPPORT_PHONES: 'skylark=javascript:alert(1)' },
    ])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError)
  })
})

describe('the help page state', () => {
  const t = useTestApp('pglite', {
    web: true,
    env: { BRAND_SUPPORT_EMAILS: 'skylark=care@skylark.example', SUPPORT_PHONE: '+1 555 0123' },
  })

  it("fills each brand's contacts into the rendered answers", async () => {
    const skylark = await t.app.inject({ url: '/help?brand=skylark' })
    expect(skylark.statusCode).toBe(200)
    expect(skylark.body).toContain('href="mailto:care@skylark.example"')
    expect(skylark.body).toContain('href="tel:+15550123"')
    const fernway = await t.app.inject({ url: '/help' })
    expect(fernway.body).toContain(`href="mailto:${DEFAULT_SUPPORT_EMAIL}"`)
    expect(fernway.body).not.toContain('skylark.example')
    expect(fernway.body).not.toMatch(/\{(email|phone)\}/)
  })
})
