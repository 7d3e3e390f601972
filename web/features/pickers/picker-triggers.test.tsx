// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEventBus } from '../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../shared/global-state.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { testGlobalState, US_PICKERS } from '../../testing/app/global-state.ts'
import { Flag } from './flag.tsx'
import { PickerTriggers } from './picker-triggers.tsx'

/** The dialog is a lazy chunk: importing it takes longer than findBy's 1 s on a busy machine. */
const CHUNK_WAIT = { timeout: 10_000 }

const i18n = createI18n('en', 'en-US', en as Messages)
const state = testGlobalState({ pickers: US_PICKERS })

function app(bus = createEventBus(), pageState: TGlobalState = state) {
  return (
    <AppProviders state={pageState} i18n={i18n} bus={bus}>
      <PickerTriggers />
    </AppProviders>
  )
}

describe('the pickers’ triggers', () => {
  afterEach(cleanup)
  // jsdom has no media queries: a phone-sized screen (below ML, so the pickers open as sheets).
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0) <= 600,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList
  })

  it('render on the server with the flag and locale name, and the currency’s symbol and name', () => {
    const html = renderToString(app())
    expect(html).toContain('aria-label="Country and language: English (United States)"')
    expect(html).toContain('src="/res/images/flags-svg/us.svg" width="18" height="12" alt=""')
    expect(html).toContain('aria-label="Currency: US Dollar"')
    expect(html).toMatch(/aria-hidden="true">\$<\/span><span class="fw-picker-trigger-text">US Dollar</)
    expect(html.match(/aria-haspopup="dialog" aria-expanded="false"/g)).toHaveLength(2)
  })

  it('open the country picker on a press, which closes back to the trigger', async () => {
    const user = userEvent.setup()
    render(app())
    const trigger = screen.getByRole('button', { name: 'Country and language: English (United States)' })
    await user.click(trigger)
    expect(await screen.findByRole('dialog', { name: 'Country and language' }, CHUNK_WAIT)).toBeTruthy()
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })

  it('open a picker when the side navigation publishes picker:open', async () => {
    const bus = createEventBus()
    render(app(bus))
    await act(async () => bus.publish('picker:open', { picker: 'country' }))
    expect(await screen.findByRole('dialog', { name: 'Country and language' }, CHUNK_WAIT)).toBeTruthy()
  })

  it('open a picker from another opener (the footer’s) without marking the header’s trigger open', async () => {
    const bus = createEventBus()
    render(app(bus))
    const opener = document.createElement('button')
    document.body.append(opener)
    await act(async () => bus.publish('picker:open', { picker: 'country', opener }))
    expect(await screen.findByRole('dialog', { name: 'Country and language' }, CHUNK_WAIT)).toBeTruthy()
    // The open dialog hides the page from assistive technology, the trigger too.
    const trigger = screen.getByRole('button', {
      name: 'Country and language: English (United States)',
      hidden: true,
    })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    opener.remove()
  })

  it('show the codes when the page state carries no names', () => {
    const html = renderToString(app(createEventBus(), testGlobalState()))
    expect(html).toContain('aria-label="Currency: USD"')
    expect(html).toContain('/res/images/flags-svg/us.svg')
  })
})

describe('a flag', () => {
  afterEach(cleanup)

  it('becomes a placeholder icon when its image fails to load', () => {
    const { container } = render(<Flag code="zz" size="large" />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('width')).toBe('21')
    expect(img.getAttribute('height')).toBe('14')
    expect(container.querySelector('[data-flag-placeholder]')).toBeNull()
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    const placeholder = container.querySelector('[data-flag-placeholder]')
    expect(placeholder?.getAttribute('width')).toBe('21')
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true')
  })
})
