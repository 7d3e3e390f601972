import { describe, expect, it } from 'vitest'
import { issuerProblem } from './oidc-connection.ts'
import { decryptClientSecret, encryptClientSecret, flowSecrets, newState, ssoKeys } from './sso-secrets.ts'

describe('SSO secrets', () => {
  const keys = ssoKeys('a server secret that is long enough for tests')

  it('encrypts client secrets so that only the same configuration, under the same key, reads them', () => {
    const stored = encryptClientSecret(keys, 'config-a', 'the client secret')
    expect(stored).not.toContain('the client secret')
    expect(encryptClientSecret(keys, 'config-a', 'the client secret')).not.toBe(stored)
    expect(decryptClientSecret(keys, 'config-a', stored)).toBe('the client secret')
    expect(() => decryptClientSecret(keys, 'config-b', stored)).toThrow()
    expect(() => decryptClientSecret(ssoKeys('another server secret entirely'), 'config-a', stored)).toThrow()
    const [v, iv, body] = stored.split('.') as [string, string, string]
    const flipped = `${body.slice(0, -2)}${body.at(-2) === 'A' ? 'B' : 'A'}${body.at(-1)}`
    expect(() => decryptClientSecret(keys, 'config-a', `${v}.${iv}.${flipped}`)).toThrow()
  })

  it('derives a PKCE verifier (43 characters) and a nonce per state, unpredictable without the key', () => {
    const { state } = newState()
    const a = flowSecrets(keys, state)
    expect(a.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(flowSecrets(keys, state)).toEqual(a)
    expect(flowSecrets(keys, newState().state).nonce).not.toBe(a.nonce)
    expect(flowSecrets(ssoKeys('another server secret entirely'), state).codeVerifier).not.toBe(
      a.codeVerifier,
    )
  })

  it('accepts only https issuers on the public internet in production, and loopback http in development', () => {
    const production = { allowLoopbackHttp: false }
    expect(issuerProblem('https://login.example.com/tenant/v2.0', production)).toBeNull()
    for (const bad of [
      'http://login.example.com',
      'https://user:pw@login.example.com',
      'https://login.example.com/?x=1',
      'https://127.0.0.1',
      'https://10.1.2.3',
      'https://169.254.169.254',
      'https://[::1]',
      'https://localhost:8443',
      'http://127.0.0.1:9000',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(issuerProblem(bad, production), bad).not.toBeNull()
    expect(issuerProblem('http://127.0.0.1:9000', { allowLoopbackHttp: true })).toBeNull()
    expect(issuerProblem('http://idp.example.com', { allowLoopbackHttp: true })).not.toBeNull()
  })
})
