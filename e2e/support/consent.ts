import crypto from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import { encodeConsentCookie } from '../../shared/privacy/consent-cookie.ts'
import { CONSENT_VERSIONS, type TConsentCategory } from '../../shared/privacy/privacy-contract.ts'

/**
 * Gives a browser the privacy choices a returning visitor has already made (decision 031): every cookie
 * category accepted, the two-party consent and the data-transfer disclaimer acknowledged at the current
 * texts, the cookies notice closed. For journeys that are not about consent, so that no consent surface
 * stands between them and the page. `origins`: every origin the journey visits (cookies are per host).
 * `categories`: the ones accepted, when the journey is about a visitor who refused some.
 */
export async function withConsentGiven(
  context: BrowserContext,
  origins: readonly string[],
  categories: TConsentCategory[] = ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
): Promise<void> {
  const consent = encodeConsentCookie({
    subjectId: crypto.randomUUID(),
    categories,
    categoriesAt: Math.floor(Date.now() / 1000),
    allowDataSharing: null,
    gpc: false,
    acks: { twoParty: CONSENT_VERSIONS.twoPartyText, dataTransfer: CONSENT_VERSIONS.dataTransferText },
  })
  const cookies = {
    consent,
    HIDE_DATA_TRANSFER_DISCLAIMER: CONSENT_VERSIONS.dataTransferText,
    HIDE_COOKIES_MESSAGE: 'true',
  }
  await context.addCookies(
    origins.flatMap((url) =>
      Object.entries(cookies).map(([name, value]) => ({
        name,
        value,
        url,
        httpOnly: true,
        sameSite: 'Lax' as const,
      })),
    ),
  )
}
