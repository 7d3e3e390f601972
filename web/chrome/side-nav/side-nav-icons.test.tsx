// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SITE_VERTICALS } from '../../../shared/chrome/navigation.ts'
import { VerticalIcon } from './side-nav-icons.tsx'

describe('the side rail icons', () => {
  it('draws something for every vertical and for an entry of none: the rail has no blank slot', () => {
    for (const vertical of [...SITE_VERTICALS, null]) {
      const { container, unmount } = render(<VerticalIcon vertical={vertical} />)
      expect(container.querySelector('path')?.getAttribute('d'), String(vertical)).toMatch(/^M/)
      unmount()
    }
  })
})
