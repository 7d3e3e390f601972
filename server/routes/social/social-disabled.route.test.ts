import { afterEach, describe, expect, it } from 'vitest'
import { SOCIAL_PATHS, socialPopupPaths } from '../../../shared/social/social-contract.ts'
import { newBrowser, postForm } from '../../testing/auth/auth-test-kit.ts'
import { popupResult } from '../../testing/social/social-test-kit.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'

describe('social sign-in that is not configured or switched off', () => {
  let t: TestApp | null = null
  afterEach(async () => {
    await t?.close()
    t = null
  })

  it('Google without a client id answers MISSING_CLIENT_ID_OR_SCOPE; Naver SERVICE_DISABLED', async () => {
    t = await startTestApp('pglite')
    const browser = await newBrowser(t.app)
    const google = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, { idToken: TOKEN })
    expect(google.json()).toMatchObject({
      errorCode: 'MISSING_CLIENT_ID_OR_SCOPE',
      verifyStatus: -1,
      linkMessage: 'n',
    })
    const naver = await postForm(t.app, browser, SOCIAL_PATHS.naverLogin, { accessToken: 'AAAAtoken' })
    expect(naver.json().errorCode).toBe('SERVICE_DISABLED')
    const popup = await t.app.inject({
      url: socialPopupPaths('google').redirect,
      headers: { cookie: browser.cookie },
    })
    expect(popupResult(popup).error).toBe('MISSING_CLIENT_ID_OR_SCOPE')
  })

  it("Google with the auth service off answers SERVICE_DISABLED: 'Google service is disabled'", async () => {
    t = await startTestApp('pglite', {
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', AUTH_SERVICE_ENABLED: '0' },
    })
    const browser = await newBrowser(t.app)
    const res = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, { idToken: TOKEN })
    expect(res.json()).toMatchObject({ errorCode: 'SERVICE_DISABLED', message: 'Google service is disabled' })
  })

  it('Apple without its properties fails with the missing-properties message and a not-linkable answer', async () => {
    t = await startTestApp('pglite', { env: { APPLE_CLIENT_ID: 'com.example.app' } })
    const browser = await newBrowser(t.app)
    const res = await postForm(t.app, browser, SOCIAL_PATHS.appleLogin, { idToken: TOKEN, state: 'a.1.b' })
    expect(res.json()).toMatchObject({
      status: 1,
      errorCode: 'APPLE_PROPERTIES_MISSING',
      message: 'Apple sign-in properties are missing or not enabled',
      verifyStatus: -1,
      linkMessage: 'n',
    })
  })
})
