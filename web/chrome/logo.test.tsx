// @vitest-environment jsdom
import fs from 'node:fs'
import path from 'node:path'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TBrandId } from '../../shared/brands.ts'
import { BREAKPOINTS } from '../../shared/chrome/breakpoints.ts'
import { COMPACT_LOGO_BELOW, COMPACT_LOGO_DEFAULT_BELOW } from '../../shared/chrome/logo-constants.ts'
import { createI18n, type Messages } from '../i18n/create-i18n.ts'
import { I18nProvider } from '../i18n/i18n-context.tsx'
import en from '../i18n/messages/en.json' with { type: 'json' }
import { Logo, type LogoProps } from './logo.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)

function show(props: Partial<LogoProps> = {}, extra?: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <Logo brand="fernway" {...props} />
        {extra}
      </MemoryRouter>
    </I18nProvider>,
  )
}

const link = () => screen.getByRole('link', { name: 'Fernway home' })

describe('Logo', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('links to the site root with the brand in its name, drawing the brand mark and wordmark', () => {
    show()
    expect(link().getAttribute('href')).toBe('/')
    expect(link().className).toBe('fw-logo fw-logo--default')
    expect(link().querySelector('text')?.textContent).toBe('fernway')
    expect(link().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it.each([
    ['skylark', 'Skylark', 'skylark'],
    ['haneul', 'Haneul', 'haneul'],
  ] as const)('draws the %s brand', (brand, name, wordmark) => {
    show({ brand })
    const own = screen.getByRole('link', { name: `${name} home` })
    expect(own.querySelector('text')?.textContent).toBe(wordmark)
  })

  it('links to /aos in the pres-aos presentation and marks the dark-mode presentation', () => {
    show({ presentation: 'pres-aos' })
    expect(link().getAttribute('href')).toBe('/aos')
    expect(link().className).toContain('fw-logo--pres-aos')
    cleanup()
    show({ presentation: 'pres-dark-mode' })
    expect(link().getAttribute('href')).toBe('/')
    expect(link().className).toContain('fw-logo--pres-dark-mode')
  })

  it('has an inverted variant and a compact one that names its vertical for the CSS', () => {
    show({ inverted: true })
    expect(link().className).toContain('fw-logo--inverted')
    expect(link().hasAttribute('data-vertical')).toBe(false)
    cleanup()
    show({ compact: true, vertical: 'flights' })
    expect(link().className).toContain('fw-logo--compact')
    expect(link().dataset.vertical).toBe('flights')
  })

  it('shows an under-logo outside the link', () => {
    show({ underLogo: <span>for Business</span> })
    const under = screen.getByText('for Business')
    expect(link().contains(under)).toBe(false)
    expect(under.parentElement?.className).toBe('fw-logo-block')
  })

  it('asks for the celebration only when the confetti option is on', () => {
    show()
    expect(link().hasAttribute('data-confetti')).toBe(false)
    cleanup()
    show({ confetti: true })
    expect(link().dataset.confetti).toBe('true')
    cleanup()
    show({ confetti: 3000 })
    expect(link().dataset.confetti).toBe('3000')
  })

  it("logs 'Logo not found' and renders nothing for a brand without a logo", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = show({ brand: 'nobrand' as TBrandId })
    expect(container.innerHTML).toBe('')
    expect(errors).toHaveBeenCalledWith('Logo not found')
  })

  it("compacts by CSS media queries at each vertical's breakpoint (shared/chrome numbers)", () => {
    const css = fs.readFileSync(path.resolve('web/styles/chrome.css'), 'utf8')
    const rules = [...css.matchAll(/@media \(max-width: ([\d.]+)px\) \{\s*\.fw-logo--compact([^{]*)\{/g)].map(
      (m) => ({
        below: Number(m[1]) + 0.02,
        verticals: [...(m[2] ?? '').matchAll(/"([a-z-]+)"/g)].map((v) => v[1]),
      }),
    )
    // One rule for every vertical without an entry, at the default breakpoint.
    expect(rules.filter((r) => r.verticals.length === 0).map((r) => r.below)).toEqual([
      BREAKPOINTS[COMPACT_LOGO_DEFAULT_BELOW],
    ])
    const fromCss = Object.fromEntries(rules.flatMap((r) => r.verticals.map((v) => [v, r.below])))
    const expected = Object.fromEntries(
      Object.entries(COMPACT_LOGO_BELOW).map(([vertical, bp]) => [vertical, BREAKPOINTS[bp]]),
    )
    expect(fromCss).toEqual(expected)
  })
})
