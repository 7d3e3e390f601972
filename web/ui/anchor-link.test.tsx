// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SCROLL_OFFSET_PX } from '../../shared/chrome/motion-constants.ts'
import { AnchorLink } from './anchor-link.tsx'

describe('a link to a part of the page', () => {
  let scrolled: number[] = []
  beforeEach(() => {
    scrolled = []
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
    window.scrollTo = ((options: ScrollToOptions) =>
      scrolled.push(options.top ?? Number.NaN)) as typeof window.scrollTo
    // Reduced motion: the jump is one call, no frames to wait for.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia
  })
  afterEach(cleanup)

  function page() {
    const router = createMemoryRouter(
      [
        {
          path: '/terms-of-use',
          element: (
            <>
              <AnchorLink to="privacy">Privacy</AnchorLink>
              <section id="privacy" aria-label="Privacy section" />
            </>
          ),
        },
      ],
      { initialEntries: ['/terms-of-use?lang=en'] },
    )
    render(<RouterProvider router={router} />)
    const section = screen.getByRole('region', { name: 'Privacy section' })
    section.getBoundingClientRect = () => new DOMRect(0, 900, 100, 100)
    return { router, section }
  }

  it('is a plain anchor, and scrolls the spec’s way, moving focus and the address with it', async () => {
    const { router, section } = page()
    const link = screen.getByRole('link', { name: 'Privacy' })
    expect(link.getAttribute('href')).toBe('#privacy')
    await userEvent.click(link)
    expect(scrolled).toEqual([900 - SCROLL_OFFSET_PX.default])
    expect(document.activeElement).toBe(section)
    expect(router.state.location).toMatchObject({
      pathname: '/terms-of-use',
      search: '?lang=en',
      hash: '#privacy',
    })
  })
})
