// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { browserIdentity } from '../../../server/testing/test-app.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import type { TConsentCategory } from '../../../shared/privacy/privacy-contract.ts'
import { testGlobalState } from '../../testing/app/global-state.ts'
import { realServer } from '../../testing/app/real-server.ts'
import {
  dataSharingEnvironment,
  renderWithApp,
  usPrivacyState,
} from '../../testing/features/consent/data-sharing/data-sharing-test-kit.tsx'
import { heard } from '../../testing/features/pickers/picker-test-kit.tsx'
import { createConsentStore } from '../consent/consent-store.ts'
import { PrivacyChoicesPanel } from './privacy-choices-panel.tsx'
import { PrivacyNoticePage } from './privacy-notice-page.tsx'

describe('the privacy pages', () => {
  const server = realServer()

  it('/privacy explains the California rights and GPC in its #ccpa section, and opens the choices', async () => {
    const bus = createEventBus()
    const opened = heard(bus, 'privacy:open')
    renderWithApp(<PrivacyNoticePage />, testGlobalState({ privacy: usPrivacyState() }), bus)
    const ccpa = screen.getByRole('region', { name: 'California privacy rights' })
    expect(ccpa.id).toBe('ccpa')
    // Know, delete, correct, opt out of selling or sharing, limit sensitive data, no discrimination.
    expect(within(ccpa).getAllByRole('listitem')).toHaveLength(6)
    expect(within(ccpa).getByRole('heading', { name: 'Global Privacy Control' })).toBeTruthy()
    expect(ccpa.textContent).toMatch(/we treat it as a request to opt out/)
    const link = within(ccpa).getByRole('link', { name: 'Open your privacy choices' })
    expect(link.getAttribute('href')).toBe('/privacy/manage')
    await userEvent.setup().click(link)
    expect(opened).toEqual([{ dialog: 'dataSharing' }])
  })

  it('/privacy reads in Korean', () => {
    renderWithApp(<PrivacyNoticePage />, testGlobalState({ language: 'ko', locale: 'ko-KR', site: 'kr' }))
    expect(screen.getByRole('region', { name: '캘리포니아 개인정보 권리' }).id).toBe('ccpa')
    expect(screen.getByRole('region', { name: '개인정보 보호법에 따른 권리와 안내' }).textContent).toMatch(
      /개인정보분쟁조정위원회/,
    )
  })

  it('/privacy is the whole notice: its version, a table of contents whose links reach every section', () => {
    renderWithApp(<PrivacyNoticePage />, testGlobalState({ privacy: usPrivacyState() }))
    expect(screen.getByText(/^Version \d{4}-\d{2}-\d{2}, in effect from /)).toBeTruthy()
    const contents = screen.getByRole('navigation', { name: 'Contents' })
    const links = within(contents).getAllByRole('link')
    expect(links.length).toBeGreaterThan(10)
    for (const link of links) {
      const section = document.getElementById((link.getAttribute('href') as string).slice(1))
      expect(section?.tagName, link.textContent ?? '').toBe('SECTION')
      expect(within(section as HTMLElement).getAllByRole('heading')[0]?.textContent).toBe(link.textContent)
    }
  })

  const summaries: [TConsentCategory[], string][] = [
    [['strictlyNecessary'], 'Only strictly necessary cookies are on.'],
    [['strictlyNecessary', 'functional'], 'Some optional cookies are on.'],
    [['strictlyNecessary', 'functional', 'advertising', 'analytical'], 'All optional cookies are on.'],
  ]
  it.each(summaries)(
    'the management block sums %j up as reject, partial or accept-all',
    async (categories, text) => {
      const me = await browserIdentity(server.t.app)
      const { env } = dataSharingEnvironment(server.baseUrl, me)
      const privacy = usPrivacyState({ acceptedCategories: categories })
      renderWithApp(
        <PrivacyChoicesPanel headingLevel={2} env={env} store={createConsentStore(privacy)} />,
        testGlobalState({ privacy }),
      )
      expect(screen.getByText(text)).toBeTruthy()
      await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''))
    },
  )

  it('P-03 the management block reopens the cookie settings and the consent management, and follows the opt-out', async () => {
    const me = await browserIdentity(server.t.app)
    const { env } = dataSharingEnvironment(server.baseUrl, me)
    const privacy = usPrivacyState()
    const bus = createEventBus()
    const opened = heard(bus, 'privacy:open')
    renderWithApp(
      <PrivacyChoicesPanel headingLevel={2} env={env} store={createConsentStore(privacy)} />,
      testGlobalState({ privacy }),
      bus,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }))
    await user.click(screen.getByRole('button', { name: 'Consent management' }))
    expect(opened).toEqual([{ dialog: 'cookieCategories' }, { dialog: 'consentManagement' }])
    expect(screen.getByText(/Advertising/)).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/is on/))
    await user.click(screen.getByRole('switch'))
    // Opting out takes advertising away from the summary too.
    await waitFor(() => expect(screen.getByText('Some optional cookies are on.')).toBeTruthy())
    expect(screen.queryByText(/Advertising/)).toBeNull()
  })

  it('shows California’s selling-and-sharing switch to a German or Korean visitor only when they ask for California’s notice', async () => {
    const me = await browserIdentity(server.t.app)
    const { env } = dataSharingEnvironment(server.baseUrl, me)
    const privacy = { ...usPrivacyState(), regulation: 'gdpr' as const, model: 'iab' as const }
    renderWithApp(
      <PrivacyChoicesPanel headingLevel={2} env={env} store={createConsentStore(privacy)} />,
      testGlobalState({ privacy, site: 'de' }),
    )
    expect(screen.queryByRole('heading', { name: 'Selling and sharing of personal information' })).toBeNull()
    expect(screen.queryByRole('switch')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /I live in California/ }))
    expect(screen.getByRole('heading', { name: 'Selling and sharing of personal information' })).toBeTruthy()
    expect(screen.getByRole('switch')).toBeTruthy()
  })
})
