// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEventBus, type EventBus } from '../../../shared/event-bus.ts'
import { FEEDBACK_DELAY_SECONDS } from '../../../shared/site-services/site-services-contract.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { useComponentFakeTimers, useComponentRealTimers } from '../../testing/app/fake-timers.ts'
import { testGlobalState } from '../../testing/app/global-state.ts'
import { koreanPrivacy } from '../../testing/features/consent/consent-test-kit.tsx'
import SiteServicesHost from './site-services-host.tsx'

// Functional storage allowed; the page's consent store is made once per page, so every test shares it.
const privacy = koreanPrivacy({ acceptedCategories: ['strictlyNecessary', 'functional'], recorded: true })

function show(bus: EventBus, path: string, feedbackDelaySeconds: number | null = FEEDBACK_DELAY_SECONDS) {
  const state = testGlobalState({
    privacy,
    siteServices: { feedbackDelaySeconds, snow: false, adBlockSamplePercent: 0 },
  })
  return render(
    <AppProviders state={state} i18n={createI18n('en', 'en-US', en as Messages)} bus={bus}>
      <MemoryRouter initialEntries={[path]}>
        <SiteServicesHost />
      </MemoryRouter>
    </AppProviders>,
  )
}

const host = () => document.querySelector('[data-feedback]')

// A wide screen (jsdom has no matchMedia): every min-width query matches.
window.matchMedia = ((query: string) => ({
  matches: query.includes('min-width'),
  media: query,
  addEventListener: () => {},
  removeEventListener: () => {},
})) as unknown as typeof window.matchMedia

describe('the site services host', () => {
  let bus: EventBus
  beforeEach(() => {
    useComponentFakeTimers()
    bus = createEventBus()
  })
  afterEach(() => {
    cleanup()
    useComponentRealTimers()
  })

  it('loads the feedback widget hidden after 10 seconds and shows it on the feedback entry', async () => {
    show(bus, '/trips')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FEEDBACK_DELAY_SECONDS * 1000 - 1)
    })
    expect(host()).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    await vi.waitFor(() => expect(host()?.getAttribute('data-feedback')).toBe('loaded'), { timeout: 15_000 })
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => {
      expect(bus.publish('feedback:open', {})).toBe(true)
    })
    await vi.waitFor(() => expect(screen.getByRole('dialog', { name: 'Send us feedback' })).toBeTruthy(), {
      timeout: 5000,
    })
  })

  it('stays away from checkout, confirmation and receipt pages, and when switched off', async () => {
    for (const [path, delay] of [
      ['/flights/checkout/abc', FEEDBACK_DELAY_SECONDS],
      ['/hotels/booking-receipt/123', FEEDBACK_DELAY_SECONDS],
      ['/trips', null],
    ] as const) {
      const view = show(bus, path, delay)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000)
      })
      expect(host()).toBeNull()
      expect(bus.publish('feedback:open', {})).toBe(false)
      view.unmount()
    }
  })
})
