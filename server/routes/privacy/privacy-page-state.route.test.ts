import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decodeConsentCookie, encodeConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import {
  CONSENT_COOKIES,
  CONSENT_VERSIONS,
  SUPPRESS_BANNER_PARAM,
} from '../../../shared/privacy/privacy-contract.ts'
import { createTestUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { pageState, setCookieNamed } from '../../testing/chrome/picker-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const NOW_S = () => Math.floor(Date.now() / 1000)
const consentCookie = (
  categories: string[] | null,
  extra: Partial<Parameters<typeof encodeConsentCookie>[0]> = {},
) =>
  `${CONSENT_COOKIES.consent}=${encodeConsentCookie({
    subjectId: crypto.randomUUID(),
    categories: categories as never,
    categoriesAt: categories ? NOW_S() - 60 : null,
    allowDataSharing: null,
    gpc: false,
    acks: {},
    ...extra,
  })}`

describe.each(testDatabaseKinds())('the page’s privacy state (%s)', (kind) => {
  const t = useTestApp(kind, { web: true })
  const page = async (path: string, cookie = '', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: path, headers: { cookie, ...headers } })
    expect(res.statusCode).toBe(200)
    return { res, privacy: pageState(res).privacy }
  }

  it('asks a new European visitor through the TCF and allows nothing optional until then', async () => {
    const { privacy } = await page('/?site=de')
    expect(privacy).toMatchObject({
      regulation: 'gdpr',
      model: 'iab',
      gdprApplies: true,
      recorded: false,
      acceptedCategories: ['strictlyNecessary'],
      tcString: null,
      cmp: { id: t.config.consent.cmpId, version: t.config.consent.cmpVersion, publisherCountry: 'US' },
    })
  })

  it('gives a Korean visitor the two-party consent and data-transfer acknowledgement, and the banner', async () => {
    const { privacy } = await page('/?site=kr')
    expect(privacy).toMatchObject({
      model: 'categories',
      regulation: 'pipa',
      twoPartyPending: true,
      dataTransferPending: true,
      recorded: false,
    })
    const acked = consentCookie(null, { acks: { twoParty: CONSENT_VERSIONS.twoPartyText } })
    const after = await page(
      '/?site=kr',
      `${acked}; HIDE_DATA_TRANSFER_DISCLAIMER=${CONSENT_VERSIONS.dataTransferText}`,
    )
    expect(after.privacy).toMatchObject({ twoPartyPending: false, dataTransferPending: false })
    // An acknowledgement of an older text is asked again.
    const old = await page('/?site=kr', 'HIDE_DATA_TRANSFER_DISCLAIMER=datatransfer-2020-01')
    expect(old.privacy?.dataTransferPending).toBe(true)
  })

  it('lets the URL flag hide the banner without ever counting as consent', async () => {
    const { privacy } = await page(`/?site=kr&${SUPPRESS_BANNER_PARAM}=true`)
    expect(privacy).toMatchObject({
      bannerSuppressed: true,
      recorded: false,
      acceptedCategories: ['strictlyNecessary'],
    })
  })

  it('reads a recorded choice from the cookie, and a malformed cookie as no choice', async () => {
    const chosen = await page('/?site=kr', consentCookie(['strictlyNecessary', 'functional']))
    expect(chosen.privacy).toMatchObject({
      recorded: true,
      acceptedCategories: ['strictlyNecessary', 'functional'],
    })
    const forged = await page('/?site=kr', `${CONSENT_COOKIES.consent}=v1.eyJzIjoibm9wZSIsImMiOiJmYW4ifQ`)
    expect(forged.privacy).toMatchObject({ recorded: false, acceptedCategories: ['strictlyNecessary'] })
  })

  it('takes advertising away from a GPC visitor under every model', async () => {
    for (const site of ['us', 'au', 'kr']) {
      const all = consentCookie(['strictlyNecessary', 'functional', 'advertising', 'analytical'])
      const { privacy } = await page(`/?site=${site}`, all, { 'sec-gpc': '1' })
      expect(privacy?.gpc).toBe(true)
      expect(privacy?.allowDataSharing).toBe(false)
      expect(privacy?.acceptedCategories).not.toContain('advertising')
    }
  })

  it('brings a signed-in visitor’s choice to a device that has none, and keeps it there', async () => {
    const user = await createTestUser(t)
    await t.app.services.consentRecords.rememberForUser(user.id, {
      categories: ['strictlyNecessary', 'analytical'],
      categories_at: new Date(),
      allow_data_sharing: false,
      two_party_version: CONSENT_VERSIONS.twoPartyText,
    })
    const device = await signInBrowser(t, user)
    const { res, privacy } = await page('/?site=kr', device.cookie)
    expect(privacy).toMatchObject({
      recorded: true,
      acceptedCategories: ['strictlyNecessary', 'analytical'],
      allowDataSharing: false,
    })
    const written = decodeConsentCookie(
      setCookieNamed(res, CONSENT_COOKIES.consent)?.split(';')[0]?.split('=')[1],
    )
    expect(written?.categories).toEqual(['strictlyNecessary', 'analytical'])
    expect(written?.allowDataSharing).toBe(false)
    expect(privacy?.twoPartyPending).toBe(false)
    // The cookie now says it carries the account's choices: the next page reads and writes nothing.
    const carried = `${device.cookie}; ${setCookieNamed(res, CONSENT_COOKIES.consent)?.split(';')[0]}`
    const next = await page('/?site=kr', carried)
    expect(next.privacy).toMatchObject({ recorded: true, allowDataSharing: false, twoPartyPending: false })
    expect(setCookieNamed(next.res, CONSENT_COOKIES.consent)).toBeUndefined()
    // A signed-out browser learns nothing of it.
    const stranger = await browserIdentity(t.app)
    expect((await page('/?site=kr', stranger.cookie)).privacy?.recorded).toBe(false)
  })
})
