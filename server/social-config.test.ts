import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { startDevIdentityProviders } from './dev-identity-providers.ts'
import { presentSocialState } from './presenters/social-state.presenter.ts'
import { silentLogger } from './testing/db/test-databases.ts'

const prod = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://fernway.example',
  FERNWAY_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:2525',
}

describe('social sign-in configuration', () => {
  it('production refuses half-configured providers', () => {
    expect(() => loadConfig({ ...prod, GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    )
    expect(() => loadConfig({ ...prod, NAVER_CLIENT_SECRET: 'secret' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...prod, APPLE_ENABLED: '1' })).toThrow(/APPLE_CLIENT_ID/)
    expect(() => loadConfig({ ...prod, APPLE_CLIENT_ID: 'com.example' })).toThrow(/APPLE_ENABLED/)
    expect(() =>
      loadConfig({
        ...prod,
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_TOKEN_URL: 'http://127.0.0.1/token',
      }),
    ).toThrow(/GOOGLE_TOKEN_URL must be https/)
    const full = loadConfig({
      ...prod,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      APPLE_ENABLED: '1',
      APPLE_CLIENT_ID: 'c',
    })
    expect(presentSocialState(full.social, false).signIn).toEqual(['google', 'apple'])
  })

  it('development only offers what is fully configured, and nothing once the auth service is off', () => {
    const half = loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'id' })
    expect(presentSocialState(half.social, false)).toEqual({ signIn: [], configured: [], oneTap: null })
    const env = {
      NODE_ENV: 'test',
      NAVER_CLIENT_ID: 'n',
      NAVER_CLIENT_SECRET: 's',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
    }
    const on = presentSocialState(loadConfig(env).social, false)
    expect(on).toMatchObject({ signIn: ['google', 'naver'], oneTap: { clientId: 'g' } })
    // Signed in: nothing to offer for sign-in (spec section 5), linking stays possible.
    expect(presentSocialState(loadConfig(env).social, true)).toMatchObject({
      signIn: [],
      configured: ['google', 'naver'],
      oneTap: null,
    })
    expect(
      presentSocialState(loadConfig({ ...env, AUTH_SERVICE_ENABLED: 'false' }).social, false).signIn,
    ).toEqual([])
  })

  it('the development stand-ins are never reachable in production', async () => {
    expect(() => loadConfig({ ...prod, DEV_IDENTITY_PROVIDERS: '1' })).toThrow(/never allowed in production/)
    const config = loadConfig(prod)
    expect(config.social.devIdentityProviders).toBe(false)
    // Even a configuration forced past the check starts nothing in production.
    config.social.devIdentityProviders = true
    expect(await startDevIdentityProviders(config, silentLogger)).toBeNull()
    expect(config.social.google.clientId).toBeNull()
  })

  it('development without providers of its own brings the stand-ins, pointing every button at loopback', async () => {
    const config = loadConfig({ NODE_ENV: 'development', PORT: '3999' })
    expect(config.social.devIdentityProviders).toBe(true)
    expect(
      loadConfig({ NODE_ENV: 'development', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }).social
        .devIdentityProviders,
    ).toBe(false)
    const peers = await startDevIdentityProviders(config, silentLogger)
    try {
      expect(presentSocialState(config.social, false).signIn).toEqual(['google', 'apple', 'naver'])
      for (const url of [
        config.social.google.authorizationUrl,
        config.social.naver.tokenUrl,
        config.social.google.gsiScriptUrl,
      ])
        expect(new URL(url).hostname).toBe('127.0.0.1')
      const script = await fetch(config.social.google.gsiScriptUrl)
      expect(await script.text()).toContain('google.accounts.id')
    } finally {
      await peers?.close()
    }
  })
})
