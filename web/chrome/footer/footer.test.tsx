// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import axe from 'axe-core'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { presentFooterPageData } from '../../../server/presenters/footer.presenter.ts'
import { footerService } from '../../../server/services/footer/footer.service.ts'
import { startTestApp, type TestApp } from '../../../server/testing/test-app.ts'
import type { TBrandId } from '../../../shared/brands.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../shared/global-state.ts'
import type { TLanguage } from '../../../shared/sites.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, loadMessages } from '../../i18n/create-i18n.ts'
import { signedInAuth, testGlobalState, US_PICKERS } from '../../testing/app/global-state.ts'
import { Footer } from './page-footer.tsx'

/*
 * The footer against our real server: the browser's fetch goes to the app in process (app.inject), and
 * the page's footer data is what the page route embeds. Only the network's failures are made up.
 */
let server: TestApp
let network: (url: string) => Promise<Response> | null = () => null
const requested: string[] = []

/** jsdom has no IntersectionObserver: this one reports what the test scrolls into view. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = []
class TestIntersectionObserver {
  readonly entry: { callback: IntersectionObserverCallback; targets: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] }
    observers.push(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.push(target)
  }
  disconnect() {
    this.entry.targets = []
  }
  unobserve() {}
  takeRecords() {
    return []
  }
}
function scrollFooterIntoView() {
  for (const o of observers)
    for (const target of o.targets)
      o.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], o as never)
}

beforeAll(async () => {
  server = await startTestApp('pglite', { env: { BRAND_HOSTS: 'haneul.test=haneul' } })
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver)
  // A narrow phone: no min-width query matches (jsdom has no matchMedia).
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }))
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    requested.push(input)
    const made = network(input)
    if (made) return made
    const res = await server.app.inject({
      url: input,
      headers: { ...(init?.headers as Record<string, string>), host: hostNow, cookie: `fw_site=${siteNow}` },
    })
    return new Response(res.statusCode === 304 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    })
  })
}, 60_000)
afterAll(async () => {
  vi.unstubAllGlobals()
  await server?.close()
})

let hostNow = 'localhost'
let siteNow = 'us'
let errors: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  network = () => null
  requested.length = 0
  observers.length = 0
  hostNow = 'localhost'
  siteNow = 'us'
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  errors.mockRestore()
})

async function renderFooter(
  brand: TBrandId,
  language: TLanguage = 'en',
  overrides: Partial<TGlobalState> = {},
) {
  const bus = createEventBus()
  const state = testGlobalState({
    brand,
    language,
    footer: presentFooterPageData(footerService().content(brand, language)),
    ...overrides,
  })
  const i18n = createI18n(language, language === 'ko' ? 'ko-KR' : 'en-US', await loadMessages(language))
  await act(async () => {
    render(
      <AppProviders state={state} i18n={i18n} bus={bus}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </AppProviders>,
    )
  })
  return { bus }
}

const icons = () => document.querySelectorAll('.fw-footer-social .fw-footer-icon svg').length

describe('the footer', () => {
  it('shows airline tickets, not "more", for a flight brand, with both dynamic rows', async () => {
    await renderFooter('fernway')
    expect(screen.getByRole('heading', { name: 'Airline tickets' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'More' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Flights to Paris' }).getAttribute('href')).toBe(
      '/flights/to-paris',
    )
    const destinations = screen.getByTestId('footer-popular-destinations')
    expect(within(destinations).getAllByRole('link')).toHaveLength(6)
    expect(screen.getByTestId('footer-popular-cities')).toBeTruthy()
  })

  it('shows "more" when the brand has no airline-ticket links', async () => {
    await renderFooter('farecompass')
    expect(screen.getByRole('heading', { name: 'More' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Airline tickets' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Travel guides' }).getAttribute('href')).toBe(
      '/guides/yourguides',
    )
    // We sell no gift cards: the link went with the page it led nowhere to (issue 27 item 1).
    expect(screen.queryByRole('link', { name: 'Gift cards' })).toBeNull()
  })

  it('shows only the site map when neither dynamic list exists', async () => {
    await renderFooter('tripcrew')
    expect(screen.queryByTestId('footer-popular-destinations')).toBeNull()
    expect(screen.queryByTestId('footer-popular-cities')).toBeNull()
    expect(screen.getAllByRole('heading', { name: 'Site map' }).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'Trains' })).toBeTruthy()
  })

  it('speaks Korean with Korean social links for the regional brand', async () => {
    siteNow = 'kr'
    await renderFooter('haneul', 'ko')
    expect(screen.getByRole('heading', { name: '항공권' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '네이버 블로그에서 Haneul 보기' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '브런치에서 Haneul 보기' })).toBeTruthy()
  })

  it('inlines each social icon fetched from the server', async () => {
    await renderFooter('fernway')
    await waitFor(() => expect(icons()).toBe(4))
    expect(requested).toContain('/res/images/social/facebook.svg')
    expect(errors).not.toHaveBeenCalled()
  })

  it("refuses an icon that is not an SVG with 'Malformed svg received'", async () => {
    network = (url) =>
      url.endsWith('twitter.svg') ? Promise.resolve(new Response('<html>oops</html>')) : null
    await renderFooter('fernway')
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Malformed svg received', expect.anything()))
    await waitFor(() => expect(icons()).toBe(3))
  })

  it("logs 'Could not fetch SVG' when an icon cannot be fetched, and keeps the link", async () => {
    network = (url) => (url.endsWith('youtube.svg') ? Promise.reject(new TypeError('network down')) : null)
    await renderFooter('fernway')
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Could not fetch SVG', expect.any(TypeError)))
    expect(screen.getByRole('link', { name: 'Fernway on YouTube' })).toBeTruthy()
  })

  it('loads the brands strip only once the footer scrolls into view', async () => {
    await renderFooter('fernway')
    expect(requested.filter((u) => u.includes('FooterBrandsStateProviderAction'))).toHaveLength(0)
    expect(screen.queryByTestId('footer-brands')).toBeNull()
    await act(async () => scrollFooterIntoView())
    const strip = await screen.findByTestId('footer-brands')
    expect(within(strip).getByRole('link', { name: 'Skylark' })).toBeTruthy()
    expect(within(strip).queryByRole('link', { name: 'Fernway' })).toBeNull()
    expect(requested.filter((u) => u.includes('FooterBrandsStateProviderAction'))).toHaveLength(1)
  })

  it('logs a PageFooter error when the brands strip fails with its silent flag off, and shows no strip', async () => {
    network = (url) =>
      url.includes('FooterBrandsStateProviderAction')
        ? Promise.resolve(new Response('nope', { status: 503 }))
        : null
    await renderFooter('fernway')
    await act(async () => scrollFooterIntoView())
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('PageFooter error'), expect.any(Error)),
    )
    expect(screen.queryByTestId('footer-brands')).toBeNull()
  })

  it('fails the brands strip without a log when its silent flag is on', async () => {
    network = (url) =>
      url.includes('FooterBrandsStateProviderAction')
        ? Promise.resolve(new Response('nope', { status: 503 }))
        : null
    await renderFooter('fernway', 'en', { footerFlags: { brandsSilentFailure: true } })
    await act(async () => scrollFooterIntoView())
    await waitFor(() =>
      expect(requested.filter((u) => u.includes('FooterBrandsStateProviderAction'))).toHaveLength(1),
    )
    // The failed answer has been read by now: one more turn for its catch.
    await act(async () => {})
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining('PageFooter error'), expect.anything())
    expect(screen.queryByTestId('footer-brands')).toBeNull()
  })

  it('shows no country or currency picker while their flags are off', async () => {
    await renderFooter('fernway')
    expect(screen.queryByRole('list', { name: 'Country and currency' })).toBeNull()
  })

  it('shows the country picker with its 21x14 flag and the currency picker, each under its flag, opening the header’s pickers', async () => {
    const { bus } = await renderFooter('fernway', 'en', {
      footerFlags: { countryPicker: true, currencyPicker: true },
      pickers: US_PICKERS,
    })
    const group = screen.getByRole('list', { name: 'Country and currency' })
    const country = within(group).getByRole('button', {
      name: 'Country and language: English (United States)',
    })
    const flag = country.querySelector('img') as HTMLImageElement
    expect([flag.getAttribute('src'), flag.getAttribute('width'), flag.getAttribute('height')]).toEqual([
      '/res/images/flags-svg/us.svg',
      '21',
      '14',
    ])
    const currency = within(group).getByRole('button', { name: 'Currency: US Dollar' })
    const heard: Array<{ picker: string; opener?: HTMLElement }> = []
    bus.subscribe('picker:open', (event) => heard.push(event))
    await userEvent.click(country)
    await userEvent.click(currency)
    expect(heard).toEqual([
      { picker: 'country', opener: country },
      { picker: 'currency', opener: currency },
    ])
    const results = await axe.run(document.body, { resultTypes: ['violations'] })
    expect(results.violations.map((v) => v.id)).toEqual([])
  })

  it('shows only the picker whose flag is on', async () => {
    await renderFooter('fernway', 'en', { footerFlags: { currencyPicker: true } })
    const group = screen.getByRole('list', { name: 'Country and currency' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Currency: USD'])
  })

  it('describes the site for the brand, the site’s country and its currency, in Korean too', async () => {
    await renderFooter('skylark', 'en', {
      brandDisplayName: 'Skylark',
      pickers: US_PICKERS,
    })
    expect(
      screen.getByText(
        'Skylark compares flights, hotels, car rentals and trains from many travel providers in one search. Country: United States. Prices in US Dollar.',
      ),
    ).toBeTruthy()
    cleanup()
    siteNow = 'kr'
    await renderFooter('haneul', 'ko', {
      brandDisplayName: 'Haneul',
      pickers: {
        localeName: '한국어(대한민국)',
        countryName: '대한민국',
        flag: 'kr',
        currencySymbol: '₩',
        currencyName: '대한민국 원',
      },
    })
    expect(screen.getByText(/^Haneul은 .*국가: 대한민국\. 표시 통화: 대한민국 원\.$/)).toBeTruthy()
  })

  it('points privacy links at /privacy/manage when signed out and publishes privacy:open', async () => {
    const { bus } = await renderFooter('fernway')
    const heard: string[] = []
    bus.subscribe('privacy:open', ({ dialog }) => heard.push(dialog))
    const consent = screen.getByRole('link', { name: 'Privacy choices' })
    const cookies = screen.getByRole('link', { name: 'Cookie settings' })
    expect(consent.getAttribute('href')).toBe('/privacy/manage')
    expect(screen.getByRole('link', { name: 'Manage your privacy' }).getAttribute('href')).toBe(
      '/privacy/manage',
    )
    // jsdom does not navigate; the click still reaches the bus.
    consent.addEventListener('click', (e) => e.preventDefault())
    cookies.addEventListener('click', (e) => e.preventDefault())
    // California's opt-out (its own words, apart from the consent tools) is in the footer at every width;
    // the header has it only where it fits.
    const dataSharing = screen.getByRole('link', { name: 'Do not sell or share my personal information' })
    expect(dataSharing.getAttribute('href')).toBe('/privacy#ccpa')
    dataSharing.addEventListener('click', (e) => e.preventDefault())
    await userEvent.click(consent)
    await userEvent.click(cookies)
    await userEvent.click(dataSharing)
    expect(heard).toEqual(['consentManagement', 'cookieCategories', 'dataSharing'])
    expect(screen.getByText(`© ${new Date().getFullYear()} Fernway`)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('/privacy')
  })

  it('points privacy links at /profile/account when signed in', async () => {
    await renderFooter('fernway', 'en', { auth: signedInAuth() })
    for (const name of ['Privacy choices', 'Cookie settings', 'Manage your privacy'])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/profile/account')
  })

  it('opens the site map as a dialog from its button and closes it with Escape', async () => {
    await renderFooter('fernway')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Site map' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 })
    expect(within(dialog).getByTestId('footer-popular-cities')).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
