import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONSENT_VERSIONS, PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import { pageState, setCookieNamed } from '../../testing/chrome/picker-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  consentCookieOf,
  cookieNamesSet,
  recordCount,
  recordsOf,
  refusesEvery,
  send,
  withResponse,
} from '../../testing/privacy/privacy-test-kit.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('meta cookies (%s)', (kind) => {
  const t = useTestApp(kind, { web: true })

  const put = (who: { cookie: string; token: string }, name: string, body: unknown, site = 'kr') =>
    send(t, who, 'PUT', `${PRIVACY_API.metaCookie}${encodeURIComponent(name)}`, body, { site })
  const privacyOf = async (who: { cookie: string }, site: string) =>
    pageState(await t.app.inject({ url: `/help?site=${site}`, headers: { cookie: who.cookie } })).privacy

  it('L-02 acknowledging the data-transfer disclaimer keeps the text version shown in its cookie and on record', async () => {
    const me = await browserIdentity(t.app)
    expect((await privacyOf(me, 'kr'))?.dataTransferPending).toBe(true)
    const res = await put(me, 'HIDE_DATA_TRANSFER_DISCLAIMER', {
      newValue: CONSENT_VERSIONS.dataTransferText,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      name: 'HIDE_DATA_TRANSFER_DISCLAIMER',
      value: CONSENT_VERSIONS.dataTransferText,
    })
    expect(setCookieNamed(res, 'HIDE_DATA_TRANSFER_DISCLAIMER')).toMatch(/HttpOnly/)
    const subject = consentCookieOf(res)?.subjectId ?? ''
    const [record] = await recordsOf(t, subject)
    expect(record).toMatchObject({
      kind: 'data_transfer',
      action: 'acknowledge',
      text_version: CONSENT_VERSIONS.dataTransferText,
      locale: 'ko-KR',
    })
    expect((await privacyOf(withResponse(me, res), 'kr'))?.dataTransferPending).toBe(false)
  })

  it('an acknowledgement of an older text leaves the disclaimer due; true means the current text', async () => {
    const me = await browserIdentity(t.app)
    const old = await put(me, 'HIDE_DATA_TRANSFER_DISCLAIMER', { newValue: 'datatransfer-2020-01' })
    expect((await privacyOf(withResponse(me, old), 'kr'))?.dataTransferPending).toBe(true)
    const current = await put(me, 'HIDE_DATA_TRANSFER_DISCLAIMER', { newValue: true })
    expect(current.json().value).toBe(CONSENT_VERSIONS.dataTransferText)
  })

  it('hiding the cookies notice sets HIDE_COOKIES_MESSAGE, records a cookies_notice acknowledgement, and the notice is gone', async () => {
    const me = await browserIdentity(t.app)
    expect((await privacyOf(me, 'au'))?.noticeVisible).toBe(true)
    const res = await put(me, 'HIDE_COOKIES_MESSAGE', { newValue: 'true' }, 'au')
    expect(res.json()).toEqual({ name: 'HIDE_COOKIES_MESSAGE', value: 'true' })
    const [record] = await recordsOf(t, consentCookieOf(res)?.subjectId ?? '')
    expect(record).toMatchObject({ kind: 'cookies_notice', action: 'acknowledge', site: 'au' })
    const next = withResponse(me, res)
    expect((await privacyOf(next, 'au'))?.noticeVisible).toBe(false)
    // Clearing brings it back, and records nothing.
    const before = await recordCount(t)
    const cleared = await put(next, 'HIDE_COOKIES_MESSAGE', { newValue: null }, 'au')
    expect(cleared.json()).toEqual({ name: 'HIDE_COOKIES_MESSAGE', value: null })
    expect(setCookieNamed(cleared, 'HIDE_COOKIES_MESSAGE')).toMatch(/^HIDE_COOKIES_MESSAGE=;/)
    expect(await recordCount(t)).toBe(before)
    expect((await privacyOf(withResponse(next, cleared), 'au'))?.noticeVisible).toBe(true)
  })

  it('the legacy form post /s/cookie does the same as the PUT', async () => {
    const me = await browserIdentity(t.app)
    const res = await send(
      t,
      me,
      'POST',
      PRIVACY_API.legacyCookieForm,
      { name: 'HIDE_COOKIES_MESSAGE_NP', value: 'true' },
      { form: true, site: 'au' },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ name: 'HIDE_COOKIES_MESSAGE_NP', value: 'true' })
    expect((await privacyOf(withResponse(me, res), 'au'))?.noticeVisible).toBe(false)
    const unknown = await send(
      t,
      me,
      'POST',
      PRIVACY_API.legacyCookieForm,
      { name: 'fw_sg', value: 'x' },
      { form: true },
    )
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0].code).toBe('UNKNOWN_META_COOKIE')
  })

  it('refuses an unknown name with 400 UNKNOWN_META_COOKIE, and any request without the form token with 403', async () => {
    const me = await browserIdentity(t.app)
    const before = await recordCount(t)
    for (const name of ['consent', 'fw_sg', 'hide_cookies_message', 'X']) {
      const res = await put(me, name, { newValue: 'true' })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[0].code).toBe('UNKNOWN_META_COOKIE')
      expect(cookieNamesSet(res)).toEqual([])
    }
    const noToken = await send(
      t,
      me,
      'PUT',
      `${PRIVACY_API.metaCookie}HIDE_COOKIES_MESSAGE`,
      { newValue: 'true' },
      { csrf: false },
    )
    expect(noToken.statusCode).toBe(403)
    const noFormToken = await send(
      t,
      me,
      'POST',
      PRIVACY_API.legacyCookieForm,
      { name: 'HIDE_COOKIES_MESSAGE', value: 'true' },
      { form: true, csrf: false },
    )
    expect(noFormToken.statusCode).toBe(403)
    expect(cookieNamesSet(noFormToken)).toEqual([])
    expect(await recordCount(t)).toBe(before)
  })

  it('answers generated bad input with a 4xx error body, records nothing and sets no cookie', async () => {
    const me = await browserIdentity(t.app)
    const before = await recordCount(t)
    const cases = fc.oneof(
      fc.record({ name: fc.string({ maxLength: 30 }), body: fc.constant({ newValue: 'true' }) }),
      fc.record({
        name: fc.constantFrom('HIDE_COOKIES_MESSAGE', 'HIDE_DATA_TRANSFER_DISCLAIMER'),
        body: fc.oneof(
          fc.anything(),
          fc.record({ newValue: fc.oneof(fc.integer(), fc.object(), fc.string({ minLength: 65 })) }),
        ),
      }),
      fc.record({
        name: fc.constant('HIDE_DATA_TRANSFER_DISCLAIMER'),
        body: fc.record({
          newValue: fc
            .string({ minLength: 1, maxLength: 64 })
            .filter((s) => !/^[A-Za-z0-9._-]{1,40}$/.test(s)),
        }),
      }),
    )
    await refusesEvery(
      cases,
      async ({ name, body }) => {
        const sent = JSON.parse(JSON.stringify(body) ?? 'null')
        const validName = [
          'HIDE_COOKIES_MESSAGE_NP',
          'HIDE_COOKIES_MESSAGE',
          'HIDE_DATA_TRANSFER_DISCLAIMER',
        ].includes(name)
        const v = sent?.newValue
        const validBody =
          typeof sent === 'object' &&
          sent !== null &&
          !Array.isArray(sent) &&
          'newValue' in sent &&
          (v === null || typeof v === 'boolean' || (typeof v === 'string' && v.length <= 64)) &&
          (name !== 'HIDE_DATA_TRANSFER_DISCLAIMER' ||
            typeof v !== 'string' ||
            v === '' ||
            /^[A-Za-z0-9._-]{1,40}$/.test(v))
        fc.pre(!(validName && validBody) && name !== '')
        return put(me, name, body)
      },
      ({ name, body }) => `${name} ${JSON.stringify(body)}`,
    )
    expect(await recordCount(t)).toBe(before)
  })
})
