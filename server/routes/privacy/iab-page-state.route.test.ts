import { describe, expect, it } from 'vitest'
import { CONSENT_COOKIES } from '../../../shared/privacy/privacy-contract.ts'
import { ZIabConsentSaveResponseSchema } from '../../../shared/privacy/privacy-schemas.ts'
import { encodeTcString, NO_CHOICE } from '../../services/privacy/iab/tc-string.ts'
import { pageState, setCookieNamed, withCookie } from '../../testing/chrome/picker-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { archiveAt, CMP, testContent } from '../../testing/privacy/iab/iab-test-content.ts'
import { NOTHING, postIabConsent } from '../../testing/privacy/iab-test-kit.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** The page's privacy state on a GDPR site follows an IAB save, and a string due for re-consent reopens it. */
describe.each(testDatabaseKinds())('IAB choice in the page state (%s)', (kind) => {
  const t = useTestApp(kind, { web: true })

  const privacyOf = async (cookie: string) =>
    pageState(await t.app.inject({ url: '/help?site=de', headers: { cookie } })).privacy

  it('a save on a GDPR site records the choice and its categories; an older list’s string is asked again (R-01)', async () => {
    const me = await browserIdentity(t.app)
    expect(await privacyOf(me.cookie)).toMatchObject({
      model: 'iab',
      recorded: false,
      acceptedCategories: ['strictlyNecessary'],
    })
    const res = await postIabConsent(t, me, { ...NOTHING, consentedPurposes: [1, 8, 9] })
    const saved = ZIabConsentSaveResponseSchema.parse(res.json())
    let cookie = me.cookie
    for (const name of [CONSENT_COOKIES.consent, CONSENT_COOKIES.tcf, CONSENT_COOKIES.addtlConsent])
      cookie = withCookie(cookie, setCookieNamed(res, name))
    expect(await privacyOf(cookie)).toMatchObject({
      recorded: true,
      tcString: saved.tcString,
      acString: saved.additionalVendorString,
      acceptedCategories: ['strictlyNecessary', 'functional', 'analytical'],
    })
    const old = encodeTcString(archiveAt(testContent(), 141), { ...NO_CHOICE, consentedPurposes: [1] }, CMP, {
      now: new Date(),
      consentScreen: 2,
    })
    const stale = cookie.replace(saved.tcString, old)
    expect(await privacyOf(stale)).toMatchObject({ recorded: false, tcString: old })
  })
})
