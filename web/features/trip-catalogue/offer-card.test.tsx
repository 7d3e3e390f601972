import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { offer } from '../../../server/testing/trips/trips-test-kit.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { createTripCatalogueApi } from '../../api/trip-catalogue.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { MemoryStorage } from '../../testing/api/fake-browser.ts'
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { catalogueFormat } from './catalogue-format.ts'
import { OfferCard } from './offer-card.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)

/** The card as the server renders it; rendering makes no call. */
function heartOf(savedEventId: string | null): string {
  const deps = {
    api: createTripCatalogueApi(() => {
      throw new Error('no call while rendering')
    }),
    storage: new MemoryStorage(),
  }
  const result = {
    offer: offer({ title: 'Grand Seoul Hotel' }),
    originKey: null,
    destinationKey: 'seoul',
    provider: 'Grand Seoul',
    rating: 4,
    details: { travelClass: null, vendorCode: 'GRD', nights: 1 },
  }
  const html = renderToStaticMarkup(
    <AppProviders state={testGlobalState({ auth: signedInAuth() })} i18n={i18n} bus={createEventBus()}>
      {/* Book opens the booking page: a card lives in a router. */}
      <MemoryRouter>
        <OfferCard
          result={result}
          deps={deps}
          format={catalogueFormat('en-US')}
          savedEventId={savedEventId}
        />
      </MemoryRouter>
    </AppProviders>,
  )
  const heart = html.match(/<button[^>]*fw-catalogue-heart[^>]*>/)?.[0]
  if (!heart) throw new Error(`no heart in ${html}`)
  return heart
}

describe('the offer card heart', () => {
  // A label that says the state and aria-pressed together would announce the state twice.
  it('says its state in its label alone, without aria-pressed', () => {
    const unsaved = heartOf(null)
    expect(unsaved).toContain('aria-label="Save Grand Seoul Hotel to a trip"')
    expect(unsaved).not.toContain('aria-pressed')
    const saved = heartOf('event-1')
    expect(saved).toContain('aria-label="Grand Seoul Hotel is saved; remove it"')
    expect(saved).not.toContain('aria-pressed')
  })
})
