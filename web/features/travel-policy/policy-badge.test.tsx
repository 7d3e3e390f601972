import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { offer } from '../../../server/testing/trips/trips-test-kit.ts'
import { policyReasonText, type TReasonLike } from '../../../shared/business/policy-reason-text.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { createTripCatalogueApi } from '../../api/trip-catalogue.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { MemoryStorage } from '../../testing/api/fake-browser.ts'
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { OfferCard } from '../trip-catalogue/offer-card.tsx'
import { TripTimeline } from '../trips-page/trip-timeline.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <AppProviders state={testGlobalState({ auth: signedInAuth() })} i18n={i18n} bus={createEventBus()}>
      {/* Book opens the booking page: a card lives in a router. */}
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  )

const OVER_CAP = { code: 'OVER_CITY_CAP', values: { priceMinor: 25_500, budgetMinor: 20_000 } }

/** Badges (decision 054): results' cards, trip pages, the reasons in words. */
describe('policy badges', () => {
  it('a booked event on the trip page shows its recorded verdict, reasons and the reason given', () => {
    const html = render(
      <TripTimeline
        events={[
          {
            id: 'e1',
            vertical: 'hotel',
            title: 'Grand Paris Hotel',
            startAt: '2027-03-12T15:00:00Z',
            endAt: null,
            state: 'booked',
            currency: 'USD',
            business: {
              policyStatus: 'out',
              policyReasons: [OVER_CAP],
              outOfPolicyReason: 'The conference hotel',
              approvalStatus: null,
            },
          },
          {
            id: 'e2',
            vertical: 'hotel',
            title: 'Personal stay',
            startAt: '2027-03-14T15:00:00Z',
            endAt: null,
            state: 'booked',
            business: null,
          },
        ]}
      />,
    )
    expect(html).toContain('data-policy-status="out"')
    expect(html).toContain('Out of policy')
    expect(html).toContain('Costs $255.00 a night, over this city’s cap of $200.00')
    expect(html).toContain('Reason given: The conference hotel')
    expect(html.match(/data-policy-status/g)?.length).toBe(1)
  })

  it('an offer card shows In policy and Preferred for a business traveller, nothing without a verdict', () => {
    const deps = {
      api: createTripCatalogueApi(() => {
        throw new Error('no call while rendering')
      }),
      storage: new MemoryStorage(),
    }
    const result = {
      offer: offer({ title: 'Paris Harbour Inn', currency: 'USD' }),
      originKey: null,
      destinationKey: 'paris',
      provider: 'Paris Harbour Inn',
      rating: 3,
      details: { travelClass: null, vendorCode: 'HBR', nights: 2 },
    }
    const verdict = { status: 'in' as const, handling: 'allow' as const, reasons: [], budgetMinor: 40_000 }
    const card = (policy: Parameters<typeof OfferCard>[0]['policy']) =>
      render(
        <OfferCard
          result={result}
          deps={deps}
          format={catalogueFormat('en-US')}
          savedEventId={null}
          policy={policy}
        />,
      )
    const badged = card({ offerId: result.offer.offerId, verdict, preferred: true })
    expect(badged).toContain('In policy')
    expect(badged).toContain('Preferred')
    expect(card(null)).not.toContain('policy')
  })

  it('words every reason code in both languages, and an unknown code generically', () => {
    const money = (minor: number) => `$${minor / 100}`
    const reasons: TReasonLike[] = [
      { code: 'OVER_BUDGET', values: { priceMinor: 30_000, budgetMinor: 25_000 } },
      OVER_CAP,
      { code: 'CLASS_ABOVE_LIMIT', values: { travelClass: 'business', maxClass: 'premiumEconomy' } },
      { code: 'STARS_ABOVE_LIMIT', values: { stars: 5, maxStars: 4 } },
      { code: 'TOO_LATE', values: { days: 2, minDays: 7 } },
      { code: 'NOT_PREFERRED', values: { vendor: 'FW' } },
      { code: 'SOMETHING_NEW' },
    ]
    const english = reasons.map((r) => policyReasonText(i18n.t, r, money))
    expect(english).toEqual([
      'Costs $300, over the budget of $250',
      'Costs $255 a night, over this city’s cap of $200',
      'Business is above the allowed Premium economy',
      '5 stars is above the allowed 4',
      'Booked 2 days ahead; the policy asks for 7',
      'Not one of the company’s preferred suppliers',
      'Outside the company’s travel policy',
    ])
    const korean = createI18n('ko', 'ko-KR', ko as Messages)
    for (const r of reasons) expect(policyReasonText(korean.t, r, money)).not.toMatch(/travelPolicy\./)
  })
})
