// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type {
  TCompanyResponse,
  TTierUpgradeStatusResponse,
} from '../../../shared/business/company-settings-schemas.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { PlanSection, UPGRADE_STATUS_KEY } from './plan-section.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)

const company: TCompanyResponse = {
  id: 'c1',
  name: 'Northwind',
  address: { line1: '', line2: '', city: '', postcode: '', country: null },
  phone: '',
  defaultCurrency: null,
  bookingMode: 'TRAVELER_ONLY',
  plan: 'biz',
  features: [],
  planFeatures: [],
  logoUrl: null,
  emailDomains: [],
  confirmed: true,
}

/** The section with its upgrade status already read (fresh: no call is made). */
function renderWith(status: TTierUpgradeStatusResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
  client.setQueryData(UPGRADE_STATUS_KEY, status)
  render(
    <AppProviders state={testGlobalState({ auth: signedInAuth() })} i18n={i18n} bus={createEventBus()}>
      <QueryClientProvider client={client}>
        <PlanSection company={company} />
      </QueryClientProvider>
    </AppProviders>,
  )
}

const upgradeButtons = () =>
  screen.queryAllByRole('button', { name: /^Upgrade to/ }).map((b) => b.textContent)

afterEach(cleanup)

describe('the plan section', () => {
  const request = {
    plan: 'biz',
    requestedPlan: 'enterprise',
    requestedAt: '2026-01-02T00:00:00.000Z',
  } as const

  it('says a declined request was not completed and offers the upgrades again', () => {
    renderWith({ ...request, status: 'DECLINED', decidedAt: '2026-01-03T00:00:00.000Z' })
    expect(
      screen.getByText('Your request for Enterprise was not completed. Please contact your account manager.'),
    ).toBeTruthy()
    expect(upgradeButtons()).toEqual(['Upgrade to Business Plus', 'Upgrade to Enterprise'])
  })

  it('while a request waits, says so and offers no upgrade', () => {
    renderWith({ ...request, status: 'PENDING', decidedAt: null })
    expect(screen.getByText('Your request for Enterprise is waiting for our team.')).toBeTruthy()
    expect(screen.queryByText(/not completed/)).toBeNull()
    expect(upgradeButtons()).toEqual([])
  })
})
