import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passkeysOffered } from '../../../web/features/passkey/passkey-config.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

async function embeddedState(t: TestApp) {
  const res = await t.app.inject({ url: '/' })
  const json = /<script type="application\/json" id="fw-state">([^<]*)<\/script>/.exec(res.body)?.[1]
  return JSON.parse(json ?? '{}').state
}

/* Spec section 4: passkeys are "not used" when the feature is off; the page tells the browser. */
describe('the passkey switch reaches the page', () => {
  let on: TestApp
  let off: TestApp
  beforeAll(async () => {
    on = await startTestApp('pglite', { web: true })
    off = await startTestApp('pglite', { web: true, env: { PASSKEYS_ENABLED: 'false' } })
  })
  afterAll(async () => {
    await on?.close()
    await off?.close()
  })

  it('offers passkeys by default and not when PASSKEYS_ENABLED=false', async () => {
    const offered = await embeddedState(on)
    expect(offered.passkeys).toBeUndefined()
    expect(passkeysOffered(offered)).toBe(true)
    const withheld = await embeddedState(off)
    expect(withheld.passkeys).toBe(false)
    expect(passkeysOffered(withheld)).toBe(false)
  })
})
