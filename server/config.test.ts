import { describe, expect, it } from 'vitest'
import { ConfigError, DEVELOPMENT_SECRET, loadConfig } from './config.ts'

const prod = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://fernway.example',
  FERNWAY_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:2525',
}

describe('configuration', () => {
  it('has working development defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      seedDemo: true,
      secret: DEVELOPMENT_SECRET,
      databaseUrl: null,
    })
    expect(config.dataDir.endsWith('/data')).toBe(true)
  })

  it('refuses to start production with the development secret or a short one', () => {
    expect(() => loadConfig({ ...prod, FERNWAY_SECRET: undefined })).toThrow(ConfigError)
    expect(() => loadConfig({ ...prod, FERNWAY_SECRET: DEVELOPMENT_SECRET })).toThrow(/FERNWAY_SECRET/)
    expect(() => loadConfig({ ...prod, FERNWAY_SECRET: 'short' })).toThrow(/FERNWAY_SECRET/)
    expect(() => loadConfig({ ...prod, PUBLIC_ORIGIN: 'http://fernway.example' })).toThrow(/https/)
    expect(() => loadConfig({ ...prod, SMTP_URL: undefined })).toThrow(/SMTP_URL/)
    expect(() => loadConfig({ ...prod, DEMO_CATALOGUE: 'false' })).toThrow(/DEMO_CATALOGUE/)
    expect(loadConfig(prod).env).toBe('production')
  })

  it('never seeds demo accounts in production, whatever SEED_DEMO says', () => {
    expect(loadConfig({ ...prod, SEED_DEMO: 'true' }).seedDemo).toBe(false)
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })

  it('reads the brand host map and refuses a broken one', () => {
    expect(loadConfig({ BRAND_HOSTS: 'sky.example=skylark, haneul.example=HANEUL' }).brandHosts).toEqual({
      'sky.example': 'skylark',
      'haneul.example': 'haneul',
    })
    expect(() => loadConfig({ BRAND_HOSTS: 'sky.example=nope' })).toThrow(/BRAND_HOSTS/)
  })

  it('refuses a bad port or business base path', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ BUSINESS_BASE_PATH: 'business' })).toThrow(/BUSINESS_BASE_PATH/)
    expect(() => loadConfig({ BUSINESS_BASE_PATH: '//evil.example' })).toThrow(/BUSINESS_BASE_PATH/)
    expect(loadConfig({ BUSINESS_BASE_PATH: '/corporate' }).businessBasePath).toBe('/corporate')
  })

  it('P-07 takes the IAB-assigned CMP id, version and publisher country as configuration, refusing bad ones', () => {
    expect(loadConfig(prod).consent).toEqual({
      cmpId: 2,
      cmpIdConfigured: false,
      cmpVersion: 1,
      publisherCountry: 'US',
      iabCloseButton: true,
    })
    const registered = loadConfig({
      ...prod,
      CMP_ID: '412',
      CMP_VERSION: '7',
      PUBLISHER_COUNTRY: 'ie',
      IAB_CLOSE_BUTTON: 'false',
    })
    expect(registered.consent).toEqual({
      cmpId: 412,
      cmpIdConfigured: true,
      cmpVersion: 7,
      publisherCountry: 'IE',
      iabCloseButton: false,
    })
    for (const bad of [
      { CMP_ID: '1' },
      { CMP_ID: 'x' },
      { CMP_VERSION: '0' },
      { PUBLISHER_COUNTRY: 'USA' },
    ]) {
      expect(() => loadConfig({ ...prod, ...bad })).toThrow(ConfigError)
    }
  })
})
