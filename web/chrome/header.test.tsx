// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEventBus, type EventBus } from '../../shared/event-bus.ts'
import type { TGlobalState } from '../../shared/global-state.ts'
import { registerServerIslands } from '../app/island.tsx'
import { AppProviders } from '../app/providers.tsx'
import { PickerTriggers } from '../features/pickers/picker-triggers.tsx'
import { createI18n, type Messages } from '../i18n/create-i18n.ts'
import en from '../i18n/messages/en.json' with { type: 'json' }
import { testGlobalState } from '../testing/app/global-state.ts'
import { businessAuth, installViewport } from '../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { Header } from './header.tsx'
import { SideNav } from './side-nav/side-nav.tsx'

const viewport = installViewport(1440)
const i18n = createI18n('en', 'en-US', en as Messages)

function app(state: Partial<TGlobalState> = {}, bus: EventBus = createEventBus()) {
  const router = createMemoryRouter([{ path: '*', element: <Header />, handle: { pageId: 'home' } }], {
    initialEntries: ['/'],
  })
  return (
    <AppProviders state={testGlobalState(state)} i18n={i18n} bus={bus}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}

describe('the header', () => {
  afterEach(() => {
    cleanup()
    registerServerIslands({ sideNav: undefined, sitePickers: undefined })
  })

  it('offers the privacy choices as a real link that opens the data-sharing dialog when it listens', async () => {
    registerServerIslands({ sideNav: SideNav, sitePickers: PickerTriggers })
    const bus = createEventBus()
    render(app({}, bus))
    const link = screen.getByRole('link', { name: 'Your privacy choices' })
    expect(link.getAttribute('href')).toBe('/privacy#ccpa')
    const unanswered = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(unanswered)
    expect(unanswered.defaultPrevented).toBe(false)
    const heard = vi.fn()
    bus.subscribe('privacy:open', heard)
    const answered = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(answered)
    expect(answered.defaultPrevented).toBe(true)
    expect(heard).toHaveBeenCalledWith({ dialog: 'dataSharing' })
    // The trips entry, the pickers' slot and the side navigation's toggle are there too.
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(main.querySelector('a')?.getAttribute('href')).toBe('/trips')
    expect(document.querySelectorAll('.fw-picker-trigger')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy()
  })

  it('shows the company only in business mode: its logo, or else its name', () => {
    registerServerIslands({ sideNav: SideNav, sitePickers: PickerTriggers })
    render(app({ auth: businessAuth(false) }))
    expect(document.querySelector('.fw-header-company')).toBeNull()
    cleanup()
    render(app({ auth: businessAuth(true) }))
    expect(document.querySelector('.fw-header-company')?.textContent).toBe('Acme Travel')
    cleanup()
    const withLogo = businessAuth(true)
    if (withLogo.businessState) withLogo.businessState.companyLogoUrl = '/logos/acme.png'
    render(app({ auth: withLogo }))
    expect(screen.getByRole('img', { name: 'Acme Travel' }).getAttribute('src')).toBe('/logos/acme.png')
  })

  it.each([
    [390, 'dialog'],
    [900, 'hiddenDrawer'],
    [1440, 'drawer'],
  ])(
    'hydrates the server’s HTML unchanged at %i px (the side navigation from its chunk: %s)',
    async (width, variant) => {
      act(() => viewport.resize(width))
      registerServerIslands({ sideNav: SideNav, sitePickers: PickerTriggers })
      const html = renderToString(app())
      registerServerIslands({ sideNav: undefined, sitePickers: undefined })
      const container = document.createElement('div')
      container.innerHTML = html
      document.body.append(container)
      const recoverable = vi.fn()
      const root = await act(async () => hydrateRoot(container, app(), { onRecoverableError: recoverable }))
      // Hydrated once the island knows the real width.
      await vi.waitFor(
        () => expect(container.querySelector('.fw-sidenav')?.getAttribute('data-variant')).toBe(variant),
        {
          timeout: 5000,
        },
      )
      expect(recoverable).not.toHaveBeenCalled()
      // Only the behaviour's name may change once the browser knows its width; the layout's inputs do not.
      // React hoists image preloads (the flag) into the document's head when it hydrates.
      const strip = (s: string) =>
        s
          .replace(/ data-variant="[^"]*"/, '')
          .replace(/<!--[^>]*-->/g, '')
          .replace(/<link rel="preload"[^>]*>/g, '')
          .replace(/\s*\/>/g, '>')
      expect(strip(container.innerHTML)).toBe(strip(html))
      act(() => root.unmount())
      container.remove()
    },
  )
})
