// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from '../../../server/testing/test-app.ts'
import { FRIENDLY_URL_ERROR } from '../../../shared/chrome/friendly-url.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { cookieJarFetch } from '../../testing/api/cookie-jar.ts'
import {
  businessAuth,
  installViewport,
  renderSideNav,
} from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { SideNavDialog } from './side-nav-dialog.tsx'

installViewport(1440)
afterEach(cleanup)

const ADMIN = [
  'TRIP_EVENT_APPROVAL_PROCESSING',
  'BOOK_ON_BEHALF_REQUEST_PROCESSING',
  'REPORTING_VIEW',
  'TRAVEL_POLICY_MANAGEMENT',
  'BUSINESS_PROFILE_EDIT',
  'COMPANY_SETTINGS_MANAGEMENT',
  'EVENT_EDIT',
  'USER_INVITE',
]

describe('the side navigation’s groups and entries', () => {
  it('shows the business group only in business mode, five entries and a show-more for the rest', async () => {
    const user = userEvent.setup()
    renderSideNav('/', { auth: businessAuth(false, ADMIN, ['TRIPS_TO_APPROVE', 'BOOK_ON_BEHALF']) })
    expect(screen.queryByRole('list', { name: 'Business' })).toBeNull()
    cleanup()

    // Reporting needs its feature too (decision 039).
    renderSideNav('/', {
      auth: businessAuth(true, ADMIN, ['TRIPS_TO_APPROVE', 'BOOK_ON_BEHALF', 'REPORTING']),
    })
    const group = screen.getByRole('list', { name: 'Business' })
    const names = () =>
      within(group)
        .queryAllByRole('link')
        .map((a) => a.textContent)
    expect(names()).toEqual([
      'Business hub',
      'Trips to approve',
      'Trips to book',
      'Reporting',
      'Travel policies',
    ])
    const more = screen.getByRole('button', { name: 'Show 4 more' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    await user.click(more)
    expect(names()).toHaveLength(9)
    expect(names().slice(5)).toEqual(['Manage users', 'Company settings', 'Events', 'Invitations'])
    expect(more.getAttribute('aria-expanded')).toBe('true')
    expect(more.textContent).toBe('Show less')
    // A business profile hides the registration entry; the account entry shows when signed in.
    expect(screen.queryByRole('link', { name: /Travel for work/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Account settings' })).toBeTruthy()
  })

  it('publishes the country, currency, cookie and feedback entries, and follows the links nobody answers', async () => {
    const user = userEvent.setup()
    const bus = createEventBus()
    const heard: unknown[] = []
    bus.subscribe('picker:open', (p) => heard.push(p))
    bus.subscribe('privacy:open', (p) => heard.push(p))
    const { router } = renderSideNav('/', {}, bus)
    await user.click(screen.getByRole('button', { name: 'Country: US' }))
    await user.click(screen.getByRole('button', { name: 'Currency: USD' }))
    const cookies = screen.getByRole('link', { name: 'Cookie preferences' })
    expect(cookies.getAttribute('href')).toBe('/privacy/manage')
    await user.click(cookies)
    expect(heard).toEqual([{ picker: 'country' }, { picker: 'currency' }, { dialog: 'cookieCategories' }])
    // Nobody listens for feedback yet: the entry is a plain link to the help centre (jsdom does not navigate).
    const feedback = screen.getByRole('link', { name: 'Send feedback' })
    expect(feedback.getAttribute('href')).toBe('/help')
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true })
    feedback.dispatchEvent(clicked)
    expect(clicked.defaultPrevented).toBe(false)
    bus.subscribe('feedback:open', () => heard.push('feedback'))
    const answered = new MouseEvent('click', { bubbles: true, cancelable: true })
    feedback.dispatchEvent(answered)
    expect(answered.defaultPrevented).toBe(true)
    expect(heard.at(-1)).toBe('feedback')
    expect(router.state.location.pathname).toBe('/')
  })

  it('raises the spec’s error when the dialog variant is used without its properties', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<SideNavDialog>content</SideNavDialog>)).toThrow(
      'Please include the props required by the dialog variant.',
    )
    errors.mockRestore()
  })
})

describe('switching vertical from a results page (friendly URLs)', () => {
  let t: TestApp
  let off: TestApp
  const browserFetch = window.fetch
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      config: { friendlyUrlVerticals: ['flights', 'hotels', 'cars', 'trains'] },
    })
    off = await startTestApp('pglite')
  })
  afterAll(async () => {
    window.fetch = browserFetch
    await t?.close()
    await off?.close()
  })

  /** The page's fetch reaches a real server, as a browser on its origin would, with its own form token. */
  async function browserOf(app: TestApp) {
    const baseUrl = await app.app.listen({ host: '127.0.0.1', port: 0 })
    // The network's own fetch: the page's may be an earlier test's stand-in.
    const jar = cookieJarFetch(browserFetch)
    const token = await (await jar.fetch(`${baseUrl}/s/run/formtoken`, { method: 'POST' })).text()
    const statuses: number[] = []
    window.fetch = async (input, init) => {
      const answer = await jar.fetch(`${baseUrl}${String(input)}`, init)
      statuses.push(answer.status)
      return answer
    }
    return { token, statuses }
  }

  it('on a flight results page, Hotels goes to the hotel results for the same city and dates', async () => {
    const user = userEvent.setup()
    const { token, statuses } = await browserOf(t)
    const { router } = renderSideNav('/flights/search/seoul-tokyo/2026-12-01', {
      formtoken: token,
      friendlyUrlVerticals: ['flights', 'hotels', 'cars', 'trains'],
    })
    await user.click(screen.getByRole('link', { name: 'Hotels' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/hotels/search/tokyo/2026-12-01/2026-12-02'),
    )
    expect(statuses).toEqual([200])
  })

  it('when the server refuses, logs the spec’s message and follows the plain link', async () => {
    const user = userEvent.setup()
    // This server has friendly URLs off: it answers 404 whatever the page believes.
    const { token, statuses } = await browserOf(off)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { router } = renderSideNav('/flights/search/seoul-tokyo/2026-12-01', {
      formtoken: token,
      friendlyUrlVerticals: ['flights', 'hotels'],
    })
    await user.click(screen.getByRole('link', { name: 'Hotels' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels'))
    expect(statuses).toEqual([404])
    expect(errors).toHaveBeenCalledWith(
      '[fernway]',
      FRIENDLY_URL_ERROR,
      expect.objectContaining({ message: expect.stringContaining('404') }),
    )
    errors.mockRestore()
  })

  it('follows plain links when friendly URLs are off (the default)', async () => {
    const user = userEvent.setup()
    const calls: string[] = []
    window.fetch = async (input) => {
      calls.push(String(input))
      return new Response(null, { status: 500 })
    }
    const { router } = renderSideNav('/flights/search/seoul-tokyo/2026-12-01')
    await user.click(screen.getByRole('link', { name: 'Hotels' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels'))
    expect(calls).toEqual([])
  })
})
