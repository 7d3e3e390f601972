import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { SOCIAL_PATHS, socialApiPaths, socialPopupPaths } from '../../../shared/social/social-contract.ts'
import {
  ZAppleLoginRequestSchema,
  ZGoogleLoginRequestSchema,
  ZNaverLoginRequestSchema,
  ZSocialLinkRequestSchema,
  ZSocialLoginAndLinkRequestSchema,
} from '../../../shared/social/social-schemas.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { newBrowser, nextIp, postForm } from '../auth/auth-test-kit.ts'
import { TEST_ORIGIN } from './social-test-kit.ts'
import { type SocialPeers, startSocialPeers } from './test-peers/social-peers.ts'

const FORMS = [
  [SOCIAL_PATHS.googleLogin, ZGoogleLoginRequestSchema],
  [SOCIAL_PATHS.naverLogin, ZNaverLoginRequestSchema],
  [SOCIAL_PATHS.appleLogin, ZAppleLoginRequestSchema],
  [SOCIAL_PATHS.googleLoginAndLinkExisting, ZSocialLoginAndLinkRequestSchema],
  [socialApiPaths('naver').loginAndLinkExisting, ZSocialLoginAndLinkRequestSchema],
  [SOCIAL_PATHS.googleLink, ZSocialLinkRequestSchema],
  [SOCIAL_PATHS.googleUnlink, null],
  [SOCIAL_PATHS.googleNonce, null],
] as const

describe('social routes under generated input', () => {
  let t: TestApp
  let peers: SocialPeers
  beforeAll(async () => {
    peers = await startSocialPeers(TEST_ORIGIN)
    t = await startTestApp('pglite', { env: { PUBLIC_ORIGIN: TEST_ORIGIN, ...peers.env() } })
  })
  afterAll(async () => {
    await t?.close()
    await peers?.close()
  })

  it('[ASVS #44 16.5.1] answer 4xx JSON for anything invalid, never 500, never a stack trace', async () => {
    const browser = await newBrowser(t.app)
    const jwtish = fc
      .tuple(
        fc.base64String({ maxLength: 60 }),
        fc.base64String({ maxLength: 60 }),
        fc.base64String({ maxLength: 40 }),
      )
      .map((parts) => parts.map((p) => p.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '')).join('.'))
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      jwtish,
      fc.emailAddress(),
      fc.constantFrom('0', '1', 'true', '', 'eyJhbGciOiJub25lIn0.e30.', 'x'.repeat(9000), '%00', 'a.1.b'),
    )
    const fields = fc.dictionary(
      fc.constantFrom(
        'idToken',
        'accessToken',
        'code',
        'state',
        'confirm',
        'sticky',
        'consent',
        'username',
        'passwd',
        'firstName',
        'zzz',
      ),
      value,
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FORMS), fields, async ([path, schema], body) => {
        browser.ip = nextIp()
        const res = await postForm(t.app, { ...browser }, path, body)
        expect(res.statusCode).toBeLessThan(500)
        expect(res.body).not.toMatch(/\bat .+\.ts:\d+|node_modules/)
        if (schema && !schema.safeParse(body).success) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400)
          expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('popup routes answer a page or a redirect for any query or form, never 500', async () => {
    const browser = await newBrowser(t.app)
    const query = fc.dictionary(
      fc.constantFrom('code', 'state', 'error', 'loginHint', 'iss'),
      fc.string({ maxLength: 60 }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('google', 'naver', 'apple'),
        fc.boolean(),
        query,
        async (provider, callback, q) => {
          const paths = socialPopupPaths(provider)
          const post = callback && provider === 'apple'
          const res = await t.app.inject({
            method: post ? 'POST' : 'GET',
            url: `${callback ? paths.callback : paths.redirect}?${new URLSearchParams(post ? {} : q)}`,
            remoteAddress: nextIp(),
            headers: {
              cookie: browser.cookie,
              ...(post ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            },
            ...(post ? { payload: new URLSearchParams(q).toString() } : {}),
          })
          expect(res.statusCode).toBeLessThan(500)
          expect(res.body).not.toMatch(/\bat .+\.ts:\d+|node_modules/)
        },
      ),
      { numRuns: 100 },
    )
  })
})
