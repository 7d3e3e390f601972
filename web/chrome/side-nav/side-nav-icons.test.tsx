// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { navGroups } from '../../../shared/chrome/nav-groups.ts'
import { SITE_VERTICALS } from '../../../shared/chrome/navigation.ts'
import { motionRules } from '../../testing/app/css-motion.ts'
import { DOT_PATH, VerticalIcon } from './side-nav-icons.tsx'

describe('the side rail icons', () => {
  it('draws something for every vertical and for an entry of none: the rail has no blank slot', () => {
    for (const vertical of [...SITE_VERTICALS, null]) {
      const { container, unmount } = render(<VerticalIcon vertical={vertical} />)
      expect(container.querySelector('path')?.getAttribute('d'), String(vertical)).toMatch(/^M/)
      unmount()
    }
  })
})

describe('the side rail icons of the standing entries', () => {
  it('gives every entry a signed-out visitor sees an icon of its own, no dot (issue 27 item 11)', () => {
    const items = navGroups({ auth: null, businessBasePath: '/business', pathname: '/' }).flatMap(
      (g) => g.items,
    )
    expect(items.map((i) => i.url)).toEqual(expect.arrayContaining(['/help', '/privacy', '/terms-of-use']))
    const drawn = items.map((item) => {
      const { container, unmount } = render(<VerticalIcon vertical={item.verticalName} url={item.url} />)
      const d = container.querySelector('path')?.getAttribute('d')
      unmount()
      return [item.url, d] as const
    })
    for (const [url, d] of drawn) expect(d, String(url)).not.toBe(DOT_PATH)
    // Each its own: no two entries share a drawing.
    expect(new Set(drawn.map(([, d]) => d)).size).toBe(drawn.length)
  })
})

describe('the moving icons (page-chrome-privacy.md section 9)', () => {
  it('animates the flight icon only, and only when reduced motion is not preferred', () => {
    for (const vertical of SITE_VERTICALS) {
      const { container, unmount } = render(<VerticalIcon vertical={vertical} />)
      const moves = container.querySelector('svg')?.classList.contains('fw-icon-motion')
      expect(moves, vertical).toBe(vertical === 'flights')
      unmount()
    }
    const rules = motionRules('web/chrome/side-nav/side-nav-motion.css', '.fw-icon-motion')
    expect(rules.always).toEqual([])
    expect(rules.noPreference).toEqual([expect.stringMatching(/:hover.*:focus-visible.*\{ .*fw-icon-lift/)])
  })
})
