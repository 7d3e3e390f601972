import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PICKER_API, PickerErrorCode } from '../../../shared/pickers/picker-contract.ts'
import { signedInUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { createCompanyMember } from '../../testing/account/two-factor-test-kit.ts'
import { pageState } from '../../testing/chrome/picker-test-kit.ts'
import { businessProfileOf } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useSeededApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('a business member’s language (%s)', (kind) => {
  const t = useSeededApp(kind, { web: true })

  const setLanguage = (who: { cookie: string; token: string }, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: PICKER_API.businessSetLanguage,
      headers: { cookie: who.cookie, 'x-csrf': who.token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
  const member = async () =>
    signInBrowser(t, await createCompanyMember(t, 'traveler'), { businessMode: true })
  const savedLocale = async (userId: string) => (await businessProfileOf(t, userId)).locale_code

  it('keeps the locale on the business profile, and the member’s pages follow it whatever the site link says', async () => {
    const me = await member()
    const res = await setLanguage(me, { localeCode: 'ko-KR' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ localeCode: 'ko-KR' })
    expect(await savedLocale(me.userId)).toBe('ko-KR')
    for (const url of ['/help', '/help?site=gb']) {
      const page = await t.app.inject({ url, headers: { cookie: me.cookie } })
      expect(page.body).toContain('<html lang="ko"')
      expect(pageState(page)).toMatchObject({
        language: 'ko',
        locale: 'ko-KR',
        countryCode: 'KR',
        currency: 'KRW',
      })
    }
    expect((await setLanguage(me, { localeCode: 'en-KR' })).statusCode).toBe(200)
    const page = await t.app.inject({ url: '/help', headers: { cookie: me.cookie } })
    expect(pageState(page)).toMatchObject({ language: 'en', locale: 'en-KR', site: 'kr-en' })
  })

  it('is for signed-in business members only: 401 signed out, 403 for a personal account or personal mode', async () => {
    const anonymous = await browserIdentity(t.app)
    expect((await setLanguage(anonymous, { localeCode: 'ko-KR' })).statusCode).toBe(401)
    const personal = await signedInUser(t)
    const refused = await setLanguage(personal, { localeCode: 'ko-KR' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errors[0].code).toBe('PERMISSION_DENIED')
    const inPersonalMode = await signInBrowser(t, await createCompanyMember(t, 'admin'), {
      businessMode: false,
    })
    expect((await setLanguage(inPersonalMode, { localeCode: 'ko-KR' })).statusCode).toBe(403)
    expect(await savedLocale(inPersonalMode.userId)).toBeNull()
  })

  it('leaves a personal page’s language to the site even when the business profile has one', async () => {
    const user = await createCompanyMember(t, 'admin')
    const business = await signInBrowser(t, user, { businessMode: true })
    expect((await setLanguage(business, { localeCode: 'ko-KR' })).statusCode).toBe(200)
    const personal = await signInBrowser(t, user, { businessMode: false })
    const page = await t.app.inject({ url: '/help?site=gb', headers: { cookie: personal.cookie } })
    expect(pageState(page)).toMatchObject({ language: 'en', locale: 'en-GB' })
  })

  it('refuses a locale no site has with 400 UNKNOWN_LOCALE, and a missing form token with 403', async () => {
    const me = await member()
    const res = await setLanguage(me, { localeCode: 'fr-FR' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].code).toBe(PickerErrorCode.UNKNOWN_LOCALE)
    expect((await setLanguage({ cookie: me.cookie, token: '' }, { localeCode: 'ko-KR' })).statusCode).toBe(
      403,
    )
    expect(await savedLocale(me.userId)).toBeNull()
  })

  it('answers any malformed body with a 4xx error body, never a 500', async () => {
    const me = await member()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({ localeCode: fc.string({ maxLength: 8 }) }),
          fc.record({ localeCode: fc.constant('ko-KR'), more: fc.jsonValue() }),
        ),
        async (payload) => {
          // What the server receives: JSON drops undefined members.
          const sent = JSON.parse(JSON.stringify(payload) ?? 'null')
          fc.pre(
            !(Object.keys(sent ?? {}).join() === 'localeCode' && /^[a-z]{2}-[A-Z]{2}$/.test(sent.localeCode)),
          )
          const res = await setLanguage(me, payload)
          expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400)
          expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500)
          expect(res.json().errors[0].code).toEqual(expect.any(String))
        },
      ),
      { numRuns: 60 },
    )
    expect(await savedLocale(me.userId)).toBeNull()
  })
})
