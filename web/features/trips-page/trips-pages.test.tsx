import type { ComponentType, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE, type TAuthState } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { convertMinor } from '../../../shared/money/convert-minor.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import { formatMoney } from '../../../shared/money/format-money.ts'
import type { TTripSummary } from '../../../shared/trips/trips-schemas.ts'
import { ApiError } from '../../api/errors.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { SharedTripPage } from './shared-trip-page.tsx'
import { TripCard } from './trip-card.tsx'
import { formatRange } from './trip-format.ts'
import { TripPage } from './trip-page.tsx'
import { TripTimeline } from './trip-timeline.tsx'
import { tripsError } from './trips-errors.ts'
import { TripsListPage } from './trips-list-page.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)
const texts = en.tripsPage

/** As the server renders it: effects and queries do not run, and no API client may be made. */
function render(
  node: ReactNode,
  auth: TAuthState,
  path = '/trips',
  pattern = '/trips',
  currency = 'USD',
): string {
  return renderToStaticMarkup(
    <AppProviders state={testGlobalState({ auth, currency })} i18n={i18n} bus={createEventBus()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={node} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  )
}

const PAGES: [string, ComponentType, string, string][] = [
  ['the trips page', TripsListPage, '/trips', '/trips'],
  ['a trip', TripPage, '/trips/abc123def456', '/trips/:fullTripId'],
]

function summary(overrides: Partial<TTripSummary> = {}): TTripSummary {
  return {
    fullTripId: 'abc123def456',
    tripName: 'Lisbon 2',
    destination: 'Lisbon',
    startDate: '2027-03-12',
    endDate: '2027-03-19',
    imageUrl: '/trips/api/images/seasonal/lisbon/spring/large',
    thumbnailUrl: '/trips/api/images/seasonal/lisbon/spring/thumb',
    tripUrl: { url: '/trips/abc123def456' },
    ownerDisplayName: 'Ava Chen',
    role: 'owner',
    numSavedEvents: 2,
    numCartEvents: 1,
    numBookedEvents: 3,
    numCancelledEvents: 3,
    isFullyCancelled: false,
    updatedAt: '2026-11-24T12:00:00Z',
    ...overrides,
  }
}

describe('trips pages on the server', () => {
  it.each(PAGES)(
    '%s shows a member a loading state and asks a visitor to sign in',
    (_, Page, path, pattern) => {
      const member = render(<Page />, signedInAuth(), path, pattern)
      expect(member).toContain(`<p role="status">${texts.loading}</p>`)
      expect(member).toContain('id="fw-page-title"')
      const visitor = render(<Page />, ANONYMOUS_AUTH_STATE, path, pattern)
      expect(visitor).toContain(texts.signedOut.about)
      expect(visitor).toContain(`>${texts.signedOut.signIn}</button>`)
      expect(visitor).toContain('id="fw-page-title"')
      expect(visitor).not.toContain('role="status"')
    },
  )

  it('renders the read-only link page for a visitor without asking them to sign in', () => {
    const html = render(
      <SharedTripPage />,
      ANONYMOUS_AUTH_STATE,
      `/trips/shared#${'a'.repeat(43)}`,
      '/trips/shared',
    )
    expect(html).toContain(`<p role="status">${texts.loading}</p>`)
    expect(html).not.toContain(texts.signedOut.about)
  })
})

describe('a trip card', () => {
  it('links the name to the trip and shows dates and counters', () => {
    const html = render(<TripCard trip={summary()} />, signedInAuth())
    expect(html).toMatch(/<a href="\/trips\/abc123def456"[^>]*>Lisbon 2<\/a>/)
    expect(html).toContain('Mar 12, 2027 – Mar 19, 2027')
    for (const text of ['2 saved', '1 in cart', '0 booked', '3 cancelled']) expect(html).toContain(text)
    expect(html).not.toContain(texts.card.fullyCancelled)
    expect(html).not.toContain('Shared by')
  })

  it('counts as booked only the bookings that stand (the server counts cancelled ones as booked too)', () => {
    const html = render(
      <TripCard trip={summary({ numBookedEvents: 3, numCancelledEvents: 1 })} />,
      signedInAuth(),
    )
    expect(html).toContain('>2 booked<')
    expect(html).toContain('>1 cancelled<')
  })

  it('marks a fully cancelled trip and names the owner of a shared one', () => {
    const html = render(
      <TripCard trip={summary({ isFullyCancelled: true, role: 'viewer' })} />,
      signedInAuth(),
    )
    expect(html).toContain(texts.card.fullyCancelled)
    expect(html).toContain('Shared by Ava Chen · you can view')
  })
})

describe('the timeline', () => {
  const events = [
    {
      id: 'e2',
      vertical: 'hotel' as const,
      title: 'Casa Azul',
      startAt: '2027-03-12T15:00:00Z',
      endAt: null,
      state: 'booked' as const,
      booking: { bookerDisplayName: 'Rafael Ortiz', travelerDisplayName: 'Ava Chen' },
    },
    {
      id: 'e1',
      vertical: 'flight' as const,
      title: 'SFO to LIS',
      startAt: '2027-03-12T08:00:00Z',
      endAt: null,
      state: 'saved' as const,
      booking: null,
    },
  ]

  it('lists events by time with their states and the booker and traveller of a booking', () => {
    const html = render(<TripTimeline events={events} />, signedInAuth())
    expect(html.indexOf('SFO to LIS')).toBeLessThan(html.indexOf('Casa Azul'))
    expect(html).toContain('>Saved<')
    expect(html).toContain('>Booked<')
    expect(html).toContain('Booked by Rafael Ortiz for Ava Chen')
    // Without actions (a viewer, a read-only link) there is nothing to press.
    expect(html).not.toContain('<button')
  })

  it('says each time at its place’s wall clock, and until when a stay or a round trip lasts', () => {
    const html = render(
      <TripTimeline
        events={[
          {
            id: 'e3',
            vertical: 'flight',
            title: '탐라브리즈 J9294',
            // Leaves Seoul at 7:50 on the 10th (22:50 UTC on the 9th), lands home from Tokyo on the 17th.
            startAt: '2027-01-10T07:50:00+09:00',
            endAt: '2027-01-17T21:05:00+09:00',
            state: 'booked',
            booking: null,
          },
        ]}
      />,
      signedInAuth(),
    )
    expect(html).toContain('Jan 10, 2027, 7:50 AM')
    expect(html).toContain('Jan 17, 2027, 9:05 PM')
    expect(html).not.toContain('Jan 9')
  })

  it('says so when the trip is empty', () => {
    expect(render(<TripTimeline events={[]} />, signedInAuth())).toContain(texts.timeline.empty)
  })

  it('shows a price in the currency it was booked in and, approximately, in the visitor’s', () => {
    const [booked] = events
    const priced = booked ? [{ ...booked, priceMinor: 91_240, currency: 'USD' }] : []
    const own = render(<TripTimeline events={priced} />, signedInAuth())
    expect(own).toContain('<span class="fw-money">$912.40</span>')
    expect(own).not.toContain('≈')
    const won = formatMoney(convertMinor(91_240, 'USD', 'KRW', EXCHANGE_RATES), 'KRW', 'en-US')
    expect(won).toMatch(/^₩[\d,]+$/)
    const korean = render(<TripTimeline events={priced} />, signedInAuth(), '/trips', '/trips', 'KRW')
    expect(korean).toContain(`<span aria-hidden="true">$912.40 (≈ ${won})</span>`)
    expect(korean).toContain(`$912.40, approximately ${won} in your currency`)
    // Without a price (a read-only link's page), none is shown.
    expect(render(<TripTimeline events={events} />, signedInAuth(), '/trips', '/trips', 'KRW')).not.toContain(
      'fw-money',
    )
  })
})

describe('trip helpers', () => {
  it('formats a range, one day, or nothing', () => {
    expect(formatRange('en-US', '2027-03-12', '2027-03-12')).toBe('Mar 12, 2027')
    expect(formatRange('en-US', null, '2027-03-12')).toBe('Mar 12, 2027')
    expect(formatRange('en-US', null, null)).toBeNull()
  })

  it('words a trips refusal by its code, and anything else generically', () => {
    const refusal = ApiError.fromBody(409, '/trips/api/trips/x', {
      errors: [{ code: 'TRIP_HAS_BOOKINGS', description: 'no' }],
    })
    expect(tripsError(i18n.t, refusal)).toBe(texts.errors.TRIP_HAS_BOOKINGS)
    expect(tripsError(i18n.t, new Error('boom'))).toBe(texts.errors.generic)
  })
})
